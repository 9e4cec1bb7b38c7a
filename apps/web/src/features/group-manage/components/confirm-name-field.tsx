import { groupNameConfirmed } from '@eventos/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

interface ConfirmNameFieldProps {
  groupName: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** True when the typed text confirms the group's name (the server's rule: case and spaces aside). */
export function nameMatches(typed: string, groupName: string): boolean {
  return groupNameConfirmed(typed, groupName);
}

/** "Digite o nome do grupo para confirmar": the name shown, a box to type it in. */
export function ConfirmNameField({ groupName, value, onChange, error }: ConfirmNameFieldProps) {
  const { t } = useTranslation('groupManage');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex flex-col items-start gap-1.5 font-medium text-on-surface text-sm">
        {t('confirmName.label')}{' '}
        <strong
          dir="auto"
          className="max-w-full select-all break-words rounded bg-surface-variant px-1.5 py-0.5 font-semibold"
        >
          {groupName}
        </strong>
      </label>
      <input
        id={id}
        name="confirmName"
        value={value}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
      />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
