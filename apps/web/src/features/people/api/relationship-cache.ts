import type { PersonCard, PersonPage, ProfileDetail, Relationship } from '@eventos/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { peopleKeys } from './people-keys.ts';

/** 1 when `now` is true and `before` was not, -1 the other way round, else 0. */
function delta(before: boolean, now: boolean): number {
  return Number(now) - Number(before);
}

/** The profile with the caller's new relationship, and its friends and followers counted again. */
export function withRelationship(profile: ProfileDetail, relationship: Relationship): ProfileDetail {
  const before = profile.relationship;
  if (!before) return { ...profile, relationship };
  const friends = profile.counts.friends;
  return {
    ...profile,
    relationship,
    counts: {
      ...profile.counts,
      friends:
        friends === null
          ? null
          : Math.max(
              0,
              friends + delta(before.friendship === 'friends', relationship.friendship === 'friends'),
            ),
      followers: Math.max(0, profile.counts.followers + delta(before.following, relationship.following)),
    },
  };
}

function isPersonPages(data: unknown): data is InfiniteData<PersonPage> {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as InfiniteData<unknown>).pages));
}

/**
 * Puts the caller's new relationship with `personId` into every cached profile and page of people
 * of this feature, so every button showing them agrees at once (no refetch, no flash).
 */
export function applyRelationship(queryClient: QueryClient, personId: string, relationship: Relationship) {
  queryClient.setQueriesData<ProfileDetail>({ queryKey: peopleKeys.profiles() }, (old) =>
    old && old.id === personId ? withRelationship(old, relationship) : old,
  );
  const update = (person: PersonCard): PersonCard =>
    person.id === personId && person.relationship ? { ...person, relationship } : person;
  queryClient.setQueriesData<unknown>({ queryKey: peopleKeys.all }, (old: unknown) => {
    if (!isPersonPages(old)) return old;
    const pages = old.pages.map((page) =>
      Array.isArray(page?.items) && page.items.some((p) => p?.id === personId)
        ? { ...page, items: page.items.map(update) }
        : page,
    );
    return { ...old, pages };
  });
}
