import type { GroupDetail } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { PersonRow } from './person-row.tsx';

/** Who runs the group: the owner first, then the organisers. */
export function GroupOrganizers({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  return (
    <section aria-labelledby="group-organizers-title" className="flex flex-col gap-3">
      <h2 id="group-organizers-title" className="font-semibold text-lg text-on-surface">
        {t('detail.organizers')}
      </h2>
      <ul className="flex flex-col gap-1">
        {group.organizers.map((person) => (
          <li key={person.id}>
            <PersonRow
              person={person}
              detail={t(person.id === group.owner.id ? 'roles.owner' : 'roles.organizer')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
