import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionActions } from '../../../lib/session/session-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';

const REMOVED = ['profile', 'private', 'consents', 'sessions', 'logins', 'events', 'venues'] as const;

/**
 * Danger zone: says exactly what deleting the account does (it is deleted, not anonymised), then
 * DELETE /api/v1/me after the typed confirmation, the success toast, sign-out and the landing page.
 */
export function DeleteAccountSection({ username }: { username: string | null }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast({ title: t('delete.done') });
        // Leave the signed-in page first (and wait until the landing page has loaded), so its
        // guard does not send the now-visitor to /auth.
        await navigate('/', { replace: true });
        await signOut();
      },
      onError: () => {
        setError(t('account.delete_failed', { ns: 'fields' }));
        toast({ variant: 'destructive', title: t('delete.failedToast') });
      },
    });
  };

  return (
    <SettingsSection id="delete-title" tone="danger" title={t('delete.title')} description={t('delete.lead')}>
      <ul className="ms-5 flex list-disc flex-col gap-1 text-on-surface text-sm">
        {REMOVED.map((item) => (
          <li key={item}>{t(`delete.removes.${item}`)}</li>
        ))}
      </ul>
      <p className="text-on-surface text-sm">{t('delete.contactMessages')}</p>
      <p className="font-medium text-error text-sm">{t('delete.irreversible')}</p>
      <div>
        <Button
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          variant="danger"
        >
          {t('delete.open')}
        </Button>
      </div>
      {open ? (
        <DeleteAccountDialog
          username={username}
          pending={remove.isPending}
          error={error}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </SettingsSection>
  );
}
