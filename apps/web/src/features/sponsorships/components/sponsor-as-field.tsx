import type { MyGroup } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { FieldMessages, fieldDescribedBy } from '../../../ui/field-messages.tsx';
import { controlClasses } from '../../../ui/field-styles.ts';

interface SponsorAsFieldProps {
  id: string;
  myName: string;
  groups: MyGroup[];
  /** '' for oneself, else a group's id. */
  value: string;
  onChange: (groupId: string) => void;
  error?: string | undefined;
}

/** "Patrocinar como": oneself or a group one manages; shown only when there is a group to choose. */
export function SponsorAsField({ id, myName, groups, value, onChange, error }: SponsorAsFieldProps) {
  const { t } = useTranslation('sponsorships');
  if (groups.length === 0 && !error) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {t('request.as')}
      </label>
      <select
        id={id}
        name="groupId"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
      >
        <option value="">{myName ? t('request.asMe', { name: myName }) : t('request.asMePlain')}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
