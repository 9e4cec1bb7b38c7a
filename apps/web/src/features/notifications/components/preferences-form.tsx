import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationPreferences,
} from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';
import { failureText } from '../lib/failure-text.ts';
import { KindPreferences } from './kind-preferences.tsx';

/** Every kind in the domain's order, whatever order the server sent. */
function inOrder(saved: NotificationPreferences): NotificationPreference[] {
  return NOTIFICATION_KINDS.flatMap((kind) => saved.preferences.filter((p) => p.kind === kind));
}

/**
 * Push and e-mail per kind, saved together with a toast; a failed save keeps what the person
 * chose and says why.
 */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const [draft, setDraft] = useState(() => inOrder(saved));
  const save = useSaveNotificationPreferences();

  const change = (index: number, channel: NotificationChannel, on: boolean) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, [channel]: on } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ preferences: draft }, { onSuccess: () => toast({ title: t('preferences.saved') }) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby="preferences-in-app">
      <p
        id="preferences-in-app"
        className="rounded-xl bg-secondary-container/50 px-4 py-3 text-on-surface text-sm"
      >
        {t('preferences.inAppAlways')}
      </p>
      {draft.map((preference, index) => (
        <KindPreferences
          key={preference.kind}
          preference={preference}
          disabled={save.isPending}
          onChange={(channel, on) => change(index, channel, on)}
        />
      ))}
      {save.isError ? <FormAlert>{failureText(t, save.error, 'preferences.saveError')}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('preferences.saving') : t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}
