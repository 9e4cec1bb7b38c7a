import { GROUP_INVITATION_DAYS, GROUP_LIMITS, type GroupInvitationResult } from '@eventos/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';
import { useInviteToGroup } from '../api/invitation-actions.ts';
import { parseInvitees } from '../lib/parse-invitees.ts';
import { InviteResult } from './invite-result.tsx';

/**
 * 'Convidar pessoas': usernames and e-mails in one box. People with an account get a notification
 * to accept or decline; an address without one gets a link by e-mail. The answer says what became
 * of each.
 */
export function InviteForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<GroupInvitationResult | null>(null);
  const send = useInviteToGroup(groupId);
  const { usernames, emails } = parseInvitees(text);
  const total = usernames.length + emails.length;
  const tooMany = total > GROUP_LIMITS.invitations.max;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (total === 0 || tooMany) return;
    send.mutate(
      { usernames, emails },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setText('');
        },
      },
    );
  };

  const error = tooMany
    ? t('invites.tooMany', { max: GROUP_LIMITS.invitations.max })
    : send.isError
      ? describeError(t, send.error, ['fields'])
      : null;

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg text-on-surface">
        {t('invites.formTitle')}
      </h2>
      <label htmlFor={`${id}-people`} className="text-on-surface-variant text-sm">
        {t('invites.label')}
      </label>
      <textarea
        id={`${id}-people`}
        name="people"
        value={text}
        rows={3}
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('invites.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        className={controlClasses(Boolean(error))}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-error text-sm">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-on-surface-variant text-sm">
        {total > 0
          ? t('invites.counted', {
              usernames: t('invites.usernames', { count: usernames.length }),
              emails: t('invites.emails', { count: emails.length }),
            })
          : t('invites.hint', { days: GROUP_INVITATION_DAYS })}
      </p>
      <Button
        type="submit"
        disabled={send.isPending || total === 0 || tooMany}
        aria-busy={send.isPending}
        className="self-start"
      >
        {send.isPending ? t('invites.pending') : t('invites.submit')}
      </Button>
      {result ? <InviteResult result={result} /> : null}
    </form>
  );
}
