import type { GroupDetail } from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { fieldMessage } from '../../event-form/lib/field-message.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { groupManagePath } from '../api/group-path.ts';
import { ConfirmNameField, nameMatches } from './confirm-name-field.tsx';
import { Consequences } from './consequences.tsx';

/** Deletes the group once its name is typed; upcoming events are cancelled and their people told. */
export function DeleteForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const navigate = useNavigate();
  const remove = useDeleteGroup(group.id);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = nameMatches(typed, group.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate(
      { confirmName: typed.trim() },
      {
        onSuccess: () => {
          toast({ title: t('delete.done', { name: group.name }) });
          navigate('/groups', { replace: true });
        },
        onError: (failure) => {
          const found = apiFieldErrors(failure, ['confirmName'] as const);
          if (found?.confirmName) setError(found.confirmName);
          else toast({ title: describeError(t, failure, ['fields']), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Consequences
        tone="danger"
        title={t('delete.consequencesTitle')}
        items={[
          group.counts.upcomingEvents > 0
            ? t('delete.consequences.events', { count: group.counts.upcomingEvents })
            : t('delete.consequences.noEvents'),
          t('delete.consequences.people'),
          t('delete.consequences.pastEvents'),
          t('delete.consequences.noUndo'),
        ]}
      />
      <ConfirmNameField
        groupName={group.name}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
        }}
        error={error ? fieldMessage(t, error) : undefined}
      />
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Link to={groupManagePath(group.id, 'dashboard')} className={buttonClasses('ghost')}>
          {t('form.cancel')}
        </Link>
        <Button
          type="submit"
          variant="danger"
          disabled={!ready || remove.isPending}
          aria-busy={remove.isPending}
        >
          {remove.isPending ? t('delete.pending') : t('delete.submit')}
        </Button>
      </div>
    </form>
  );
}
