import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import type { InvitationsAnswer } from '../api/manage-schemas.ts';
import { parseUsernames, useSendInvitations } from '../api/organizer-messages.ts';

const MAX_USERNAMES = 50;

function NameList({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <div data-testid={testId} className="flex flex-col gap-1">
      <p className="font-medium text-on-surface text-sm">{title}</p>
      <ul className="flex flex-wrap gap-1.5">
        {names.map((name) => (
          <li
            key={name}
            dir="ltr"
            className="rounded-full bg-surface-variant px-2.5 py-1 text-on-surface-variant text-xs"
          >
            @{name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Convidar pessoas": usernames in one box; says who was invited, who is unknown, who already was. */
export function InvitePeople({ eventId }: { eventId: string }) {
  const { t } = useTranslation('manage');
  const id = useId();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<InvitationsAnswer | null>(null);
  const send = useSendInvitations(eventId);
  const usernames = parseUsernames(text);
  const tooMany = usernames.length > MAX_USERNAMES;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (usernames.length === 0 || tooMany) return;
    send.mutate(usernames, {
      onSuccess: (result) => {
        setAnswer(result);
        setText('');
      },
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-semibold text-lg text-on-surface">
        {t('invite.title')}
      </h2>
      <label htmlFor={`${id}-names`} className="text-on-surface-variant text-sm">
        {t('invite.label')}
      </label>
      <textarea
        id={`${id}-names`}
        value={text}
        rows={2}
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('invite.placeholder')}
        aria-invalid={tooMany || undefined}
        aria-describedby={tooMany ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        className={controlClasses(tooMany)}
      />
      {tooMany ? (
        <p id={`${id}-error`} role="alert" className="text-error text-sm">
          {t('invite.tooMany', { max: MAX_USERNAMES })}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="text-error text-sm">
          {describeError(t, send.error, ['fields'])}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        disabled={send.isPending || usernames.length === 0 || tooMany}
        className="self-start"
      >
        {send.isPending ? t('invite.pending') : t('invite.submit')}
      </Button>
      {answer ? (
        <div role="status" className="flex flex-col gap-2">
          <NameList
            title={t('invite.invited', { count: answer.invited.length })}
            names={answer.invited}
            testId="invited"
          />
          <NameList
            title={t('invite.alreadyInvited', { count: answer.alreadyInvited.length })}
            names={answer.alreadyInvited}
            testId="already-invited"
          />
          <NameList
            title={t('invite.unknown', { count: answer.unknown.length })}
            names={answer.unknown}
            testId="unknown"
          />
        </div>
      ) : null}
    </form>
  );
}
