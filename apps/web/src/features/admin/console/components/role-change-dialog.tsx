import { type AdminPerson, ROLE_REASON_LIMITS } from '@eventos/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/error-message.ts';
import { apiFieldErrors, type FieldErrors, focusFirstError } from '../../../../lib/forms/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { useChangeRole } from '../api/change-role.ts';
import {
  ROLE_FIELD_ORDER,
  type RoleField,
  type RoleFormValues,
  validateRoleChange,
} from '../lib/role-form-values.ts';
import { RoleChoiceField } from './role-choice-field.tsx';

const NAMESPACES = ['adminConsole', 'fields'] as const;

/**
 * Changes one person's role (Radix Dialog): the role, explained, and the required reason kept in
 * the audit log. Messages show beside their field; the server's refusals (the last administrator…)
 * above the buttons; what was typed stays after an error.
 */
export function RoleChangeDialog({ person, onClose }: { person: AdminPerson | null; onClose: () => void }) {
  return (
    <Dialog.Root open={person !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-t-2xl bg-surface p-6 text-on-surface shadow-xl focus:outline-none tablet:inset-x-4 tablet:top-1/2 tablet:bottom-auto tablet:-translate-y-1/2 tablet:rounded-2xl">
          {person ? <RoleForm person={person} onDone={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RoleForm({ person, onDone }: { person: AdminPerson; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  const [values, setValues] = useState<RoleFormValues>({ role: person.role, reason: '' });
  const [errors, setErrors] = useState<FieldErrors<RoleField>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const change = useChangeRole();
  const message = (code: string | undefined) => (code ? t(code, { ns: NAMESPACES }) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    const checked = validateRoleChange(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, ROLE_FIELD_ORDER, checked.errors);
      return;
    }
    setErrors({});
    change.mutate(
      { personId: person.id, input: checked.input },
      {
        onSuccess: (updated) => {
          toast({
            title: t('permissions.dialog.done'),
            description: t('permissions.dialog.doneText', {
              name: updated.name,
              role: t(`roles.${updated.role}.name`),
            }),
          });
          onDone();
        },
        onError: (error) => {
          const found = apiFieldErrors<RoleField>(error, ROLE_FIELD_ORDER);
          if (found) {
            setErrors(found);
            focusFirstError(form, ROLE_FIELD_ORDER, found);
            return;
          }
          setProblem(error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Dialog.Title className="font-semibold text-xl">
          {t('permissions.dialog.title', { name: person.name })}
        </Dialog.Title>
        <Dialog.Description className="text-on-surface-variant text-sm">
          {t('permissions.dialog.text', { role: t(`roles.${person.role}.name`) })}
        </Dialog.Description>
      </div>
      <RoleChoiceField
        value={values.role}
        onChange={(role) => setValues((v) => ({ ...v, role }))}
        error={message(errors.role)}
      />
      <TextField
        multiline
        rows={3}
        required
        name="reason"
        label={t('permissions.dialog.reason')}
        value={values.reason}
        onChange={(reason) => setValues((v) => ({ ...v, reason }))}
        error={message(errors.reason)}
        maxLength={ROLE_REASON_LIMITS.max}
        dir="auto"
        hint={t('permissions.dialog.reasonHint', {
          length: values.reason.length,
          max: ROLE_REASON_LIMITS.max,
        })}
      />
      {problem ? <FormAlert>{describeError(t, problem, NAMESPACES)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
        <Dialog.Close asChild>
          <Button variant="ghost" disabled={change.isPending}>
            {t('permissions.dialog.back')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('permissions.dialog.pending') : t('permissions.dialog.confirm')}
        </Button>
      </div>
    </form>
  );
}
