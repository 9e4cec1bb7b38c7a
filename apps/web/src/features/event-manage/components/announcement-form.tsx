import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { useSendAnnouncement } from '../api/organizer-messages.ts';

export const ANNOUNCEMENT_MAX = 1000;

/** "Mensagem para quem vai": a text to everyone going; says how many people got it. */
export function AnnouncementForm({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('manage');
  const id = useId();
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<number | null>(null);
  const send = useSendAnnouncement(eventId);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const trimmed = message.trim();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (trimmed === '') return;
    setSentTo(null);
    send.mutate(trimmed, {
      onSuccess: ({ recipients }) => {
        setSentTo(recipients);
        setMessage('');
      },
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-semibold text-lg text-on-surface">
        {t('announce.title')}
      </h2>
      <label htmlFor={`${id}-message`} className="text-on-surface-variant text-sm">
        {t('announce.label')}
      </label>
      <textarea
        id={`${id}-message`}
        value={message}
        rows={4}
        dir="auto"
        maxLength={ANNOUNCEMENT_MAX}
        aria-describedby={`${id}-count`}
        onChange={(event) => setMessage(event.target.value)}
        className={controlClasses(false)}
      />
      <p id={`${id}-count`} className="text-end text-on-surface-variant text-xs tabular-nums">
        {t('announce.count', { used: number.format(message.length), max: number.format(ANNOUNCEMENT_MAX) })}
      </p>
      {send.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, send.error, ['fields'])}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        disabled={send.isPending || trimmed === ''}
        className="self-start"
      >
        {send.isPending ? t('announce.pending') : t('announce.submit')}
      </Button>
      {sentTo !== null ? (
        <p role="status" className="text-on-surface text-sm">
          {t('announce.sent', { count: sentTo, formatted: number.format(sentTo) })}
        </p>
      ) : null}
    </form>
  );
}
