import type { GroupPerson } from '@eventos/domain';

/** The person's picture, or their initial on a tint. Decorative: the name is always beside it. */
export function PersonAvatar({ person }: { person: Pick<GroupPerson, 'name' | 'avatarUrl'> }) {
  const initial = Array.from(person.name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return person.avatarUrl ? (
    <img src={person.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-container font-semibold text-on-primary-container"
    >
      {initial}
    </span>
  );
}
