import type { EventOrganizer as Organizer } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarUrl } from '../../../profile/lib/avatar-url.ts';
import { fullName, initials } from '../../../profile/lib/person-name.ts';

/**
 * Who organises the event: a person (photo or initials, name, link to their profile) or a group
 * (logo or initial, name, "Grupo", link to the group's page).
 */
export function EventOrganizer({ organizer }: { organizer: Organizer }) {
  const { t } = useTranslation('eventDetails');
  const person = organizer.type === 'user';
  const name = person ? fullName(organizer) : organizer.name;
  const image = avatarUrl(person ? organizer.avatarPath : organizer.logoPath);
  const href = person
    ? organizer.username
      ? `/user/${encodeURIComponent(organizer.username)}`
      : null
    : `/groups/${encodeURIComponent(organizer.slug)}`;
  const badge = person ? initials(organizer) : Array.from(organizer.name)[0]?.toLocaleUpperCase();

  const content = (
    <>
      {image ? (
        <img
          src={image}
          alt={t(person ? 'organizer.photo' : 'organizer.logo', { name })}
          className="size-11 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-container font-semibold text-on-primary-container"
        >
          {badge}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span dir="auto" className="truncate font-semibold text-on-surface">
          {name}
        </span>
        {person && organizer.username ? (
          <span dir="ltr" className="truncate text-on-surface-variant text-sm">
            @{organizer.username}
          </span>
        ) : !person ? (
          <span className="text-on-surface-variant text-sm">{t('organizer.group')}</span>
        ) : null}
      </span>
    </>
  );

  return (
    <section aria-labelledby="event-organizer-title" className="flex flex-col gap-2">
      <h2 id="event-organizer-title" className="font-medium text-on-surface-variant text-sm">
        {t('organizer.title')}
      </h2>
      {href ? (
        <Link
          to={href}
          className="flex min-h-11 items-center gap-3 self-start rounded-xl pe-2 hover:bg-on-surface/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {content}
        </Link>
      ) : (
        <div className="flex items-center gap-3">{content}</div>
      )}
    </section>
  );
}
