import type { SocialPerson } from '@eventos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileHref } from '../../../people/lib/profile-links.ts';
import { cardActors } from '../../lib/card-actors.ts';

const NAME = 'font-semibold text-on-surface';

/** One person's name: a link to their profile when they have a username. Text, never markup. */
function ActorName({ person }: { person: SocialPerson }) {
  if (!person.username) return <span className={NAME}>{person.name}</span>;
  return (
    <Link to={profileHref(person.username)} className={`${NAME} hover:underline`}>
      {person.name}
    </Link>
  );
}

/**
 * "Ana", "Ana e Bruno", "Ana, Bruno e mais 3": the names joined as the person's language joins a
 * list, each a link to its profile.
 */
export function ActorNames({ actors, actorCount }: { actors: readonly SocialPerson[]; actorCount: number }) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { named, others } = cardActors(actors, actorCount);
  const items: ReactNode[] = named.map((person) => <ActorName key={person.id} person={person} />);
  if (others > 0)
    items.push(
      <span key="others" className={NAME}>
        {t('timeline.others', { count: others, n: new Intl.NumberFormat(language).format(others) })}
      </span>,
    );
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(
    items.map((_, index) => String(index)),
  );
  return (
    <bdi>
      {parts.map((part, index) =>
        part.type === 'element' ? (
          items[Number(part.value)]
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the separators never move
          <span key={`sep-${index}`}>{part.value}</span>
        ),
      )}
    </bdi>
  );
}
