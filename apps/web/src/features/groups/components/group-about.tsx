import type { GroupDetail } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { EventDescription } from '../../events/components/detail/event-description.tsx';

/** "Sobre o grupo": the description, sanitised on the server and again here, like an event's. */
export function GroupAbout({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  return (
    <section aria-labelledby="group-about-title" className="flex flex-col gap-3">
      <h2 id="group-about-title" className="font-semibold text-on-surface text-xl">
        {t('detail.about')}
      </h2>
      {group.description?.trim() ? (
        <EventDescription html={group.description} />
      ) : (
        <p className="text-on-surface-variant">{t('detail.noDescription')}</p>
      )}
    </section>
  );
}
