import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from '../api/active-sessions.ts';
import { ActiveSessionItem } from './active-session-item.tsx';
import { LoadState } from './load-state.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Devices signed in to the account (GET /api/v1/me/sessions), each can be signed out. */
export function ActiveSessionsSection() {
  const { t } = useTranslation(['profile', 'fields']);
  const sessions = useActiveSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const busy = revoke.isPending || revokeOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('sessions.revokeFailed'),
      description: describeError(t, error, ['fields']),
    });

  return (
    <SettingsSection id="sessions-title" title={t('sessions.title')} description={t('sessions.lead')}>
      {sessions.data ? (
        <>
          <ul className="divide-y divide-outline-variant">
            {sessions.data.map((session) => (
              <ActiveSessionItem
                key={session.id}
                session={session}
                revoking={busy}
                onRevoke={(id) =>
                  revoke.mutate(id, {
                    onSuccess: () => toast({ title: t('sessions.revoked') }),
                    onError: failed,
                  })
                }
              />
            ))}
          </ul>
          {others > 0 ? (
            <div>
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  revokeOthers.mutate(undefined, {
                    onSuccess: () => toast({ title: t('sessions.othersRevoked') }),
                    onError: failed,
                  })
                }
              >
                {t('sessions.revokeOthers')}
              </Button>
            </div>
          ) : (
            <p className="text-on-surface-variant text-sm">{t('sessions.onlyThis')}</p>
          )}
        </>
      ) : (
        <LoadState
          error={sessions.error}
          title={t('sessions.loadError')}
          onRetry={() => void sessions.refetch()}
        />
      )}
    </SettingsSection>
  );
}
