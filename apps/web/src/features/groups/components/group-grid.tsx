import type { GroupCard as Group } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { GroupCard } from './group-card.tsx';

/** Spec §2 columns: one under 600 px, two under 900 px, otherwise three. */
export function GroupGrid({ groups, label }: { groups: Group[]; label?: string }) {
  const { t } = useTranslation('groups');
  return (
    <ul
      aria-label={label ?? t('list.label')}
      className="grid grid-cols-1 gap-5 tablet:grid-cols-2 wide:grid-cols-3"
    >
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}
