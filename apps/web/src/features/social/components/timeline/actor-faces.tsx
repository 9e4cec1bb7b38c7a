import type { SocialPerson } from '@eventos/domain';
import { Link } from 'react-router';
import { PersonFace } from '../../../groups/components/person-face.tsx';
import { profileHref } from '../../../people/lib/profile-links.ts';

/**
 * The faces of the people on a card, overlapping, each a link to their profile. Their names are
 * links in the sentence beside, so the faces are skipped by keyboards and screen readers.
 */
export function ActorFaces({ actors }: { actors: readonly SocialPerson[] }) {
  return (
    <span aria-hidden="true" className="flex shrink-0">
      {actors.slice(0, 3).map((person) =>
        person.username ? (
          <Link
            key={person.id}
            to={profileHref(person.username)}
            tabIndex={-1}
            className="-ms-3 rounded-full ring-2 ring-surface first:ms-0"
          >
            <PersonFace name={person.name} avatarUrl={person.avatarUrl} />
          </Link>
        ) : (
          <span key={person.id} className="-ms-3 rounded-full ring-2 ring-surface first:ms-0">
            <PersonFace name={person.name} avatarUrl={person.avatarUrl} />
          </span>
        ),
      )}
    </span>
  );
}
