import type { SocialPerson } from '@eventos/domain';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonFace } from '../../groups/components/person-face.tsx';
import { profileHref } from '../lib/profile-links.ts';

export interface PersonCardProps {
  /** A PersonCard of the API, or any social person (mutual friends shown when given and above 0). */
  person: SocialPerson & { mutualFriends?: number };
  /** Buttons at the end (the friend button, Desbloquear…); they wrap under the name on a phone. */
  actions?: ReactNode;
  /** A mark beside the name ("Em comum"). */
  badge?: ReactNode;
  /** A line of its own under the others (a reason, a date). */
  detail?: ReactNode;
}

/**
 * One person in a list: photo or initials, name, @username, city and mutual friends, a link to
 * their profile, and an actions slot. Every text is text, never markup.
 */
export function PersonCard({ person, actions, badge, detail }: PersonCardProps) {
  const { t } = useTranslation('people');
  const mutual = person.mutualFriends ?? 0;
  const facts = (
    <span className="flex min-w-0 flex-col">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2">
        <span dir="auto" className="truncate font-medium text-on-surface">
          {person.name}
        </span>
        {badge}
      </span>
      {person.username ? (
        <span className="truncate text-on-surface-variant text-sm">
          <span dir="ltr">@{person.username}</span>
        </span>
      ) : null}
      {person.city || mutual > 0 ? (
        <span className="flex flex-wrap items-center gap-x-3 text-on-surface-variant text-xs">
          {person.city ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span dir="auto" className="truncate">
                {person.city}
              </span>
            </span>
          ) : null}
          {mutual > 0 ? <span>{t('card.mutual', { count: mutual })}</span> : null}
        </span>
      ) : null}
      {detail ? <span className="text-on-surface-variant text-xs">{detail}</span> : null}
    </span>
  );
  const who = (
    <>
      <PersonFace name={person.name} avatarUrl={person.avatarUrl} />
      {facts}
    </>
  );
  return (
    <article
      aria-label={person.name}
      className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-3 tablet:flex-row tablet:items-center tablet:justify-between"
    >
      {person.username ? (
        <Link
          to={profileHref(person.username)}
          className="flex min-h-11 min-w-0 items-center gap-3 rounded-xl pe-2 hover:bg-on-surface/5 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {who}
        </Link>
      ) : (
        <div className="flex min-h-11 min-w-0 items-center gap-3">{who}</div>
      )}
      {actions ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2 tablet:justify-end">{actions}</div>
      ) : null}
    </article>
  );
}
