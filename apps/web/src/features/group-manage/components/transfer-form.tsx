import type { GroupDetail, GroupMember } from '@eventos/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { fieldMessage } from '../../event-form/lib/field-message.ts';
import { groupManagePath, groupPagePath } from '../api/group-path.ts';
import { useTransferGroup } from '../api/transfer-group.ts';
import { ConfirmNameField, nameMatches } from './confirm-name-field.tsx';
import { Consequences } from './consequences.tsx';
import { MemberPicker } from './member-picker.tsx';

/**
 * Hands the group to another member: choose them, read what changes, type the group's name. The
 * button stays off until both are done; then the group's page says who owns it now.
 */
export function TransferForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groupManage', 'fields']);
  const navigate = useNavigate();
  const transfer = useTransferGroup(group.id);
  const [chosen, setChosen] = useState<GroupMember | null>(null);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; confirmName?: string }>({});
  const ready = chosen !== null && nameMatches(typed, group.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !ready) return;
    transfer.mutate(
      { userId: chosen.id, confirmName: typed.trim() },
      {
        onSuccess: (saved) => {
          toast({ title: t('transfer.done', { name: chosen.name }) });
          navigate(groupPagePath(saved.slug));
        },
        onError: (error) => {
          const found = apiFieldErrors(error, ['userId', 'confirmName'] as const);
          if (found) setErrors(found);
          else toast({ title: describeError(t, error, ['fields']), variant: 'destructive' });
        },
      },
    );
  };

  const who = chosen?.name ?? t('transfer.theMember');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <MemberPicker
        groupId={group.id}
        chosen={chosen}
        onChoose={(member) => {
          setChosen(member);
          setErrors((current) => ({ ...current, userId: undefined }));
        }}
        error={errors.userId ? fieldMessage(t, errors.userId) : undefined}
      />
      <Consequences
        title={t('transfer.consequencesTitle')}
        items={[
          <span key="new" dir="auto">
            {t('transfer.consequences.newOwner', { name: who })}
          </span>,
          t('transfer.consequences.youOrganize'),
          t('transfer.consequences.noUndo'),
        ]}
      />
      <ConfirmNameField
        groupName={group.name}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setErrors((current) => ({ ...current, confirmName: undefined }));
        }}
        error={errors.confirmName ? fieldMessage(t, errors.confirmName) : undefined}
      />
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Link to={groupManagePath(group.id, 'dashboard')} className={buttonClasses('ghost')}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" disabled={!ready || transfer.isPending} aria-busy={transfer.isPending}>
          {transfer.isPending ? t('transfer.pending') : t('transfer.submit')}
        </Button>
      </div>
    </form>
  );
}
