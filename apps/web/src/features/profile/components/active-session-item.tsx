import type { ActiveSession } from '@eventos/domain';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { describeUserAgent } from '../lib/describe-user-agent.ts';
import { formatDateTime } from '../lib/format-date.ts';

interface ActiveSessionItemProps {
  session: ActiveSession;
  onRevoke: (id: string) => void;
  revoking: boolean;
}

/** One signed-in device: browser and system in plain words, IP, when it started; sign it out. */
export function ActiveSessionItem({ session, onRevoke, revoking }: ActiveSessionItemProps) {
  const { t, i18n } = useTranslation('profile');
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os ? t('sessions.device', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));

  return (
    <li className="flex flex-col gap-3 py-4 tablet:flex-row tablet:items-center">
      <Monitor aria-hidden="true" className="hidden size-6 shrink-0 text-on-surface-variant tablet:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-on-surface">
          {device}
          {session.current ? (
            <span className="rounded-full bg-primary-container px-2.5 py-0.5 font-medium text-on-primary-container text-xs">
              {t('sessions.current')}
            </span>
          ) : null}
        </p>
        <p className="text-on-surface-variant text-sm">
          {t('sessions.ip', { ip: session.ipAddress ?? t('sessions.unknownIp') })}
        </p>
        <p className="text-on-surface-variant text-sm">
          {t('sessions.started', { date: formatDateTime(session.createdAt, i18n.language) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="compact"
          onClick={() => onRevoke(session.id)}
          disabled={revoking}
          aria-label={t('sessions.revokeLabel', { device })}
          className="self-start tablet:self-center"
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
