import type { SocialPerson } from '@eventos/domain';

/** Names a card writes out before "e mais N" when more people did the same thing. */
const NAMED_WHEN_MORE = 2;

/**
 * Who a grouped card names and how many it leaves to "e mais N": everyone when all of them are
 * known and at most three ("Ana, Bruno e Carla"), otherwise the first two ("Ana, Bruno e mais 3").
 */
export function cardActors(actors: readonly SocialPerson[], actorCount: number) {
  const total = Math.max(actorCount, actors.length);
  if (total === actors.length && total <= 3) return { named: [...actors], others: 0 };
  const named = actors.slice(0, NAMED_WHEN_MORE);
  return { named, others: total - named.length };
}
