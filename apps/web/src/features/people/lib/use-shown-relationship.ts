import type { Relationship } from '@eventos/domain';
import { useState } from 'react';

/**
 * The relationship a button shows: the one it was given, or the answer of the change it just made
 * until it is given a new one (a list read again, a cache updated elsewhere).
 */
export function useShownRelationship(given: Relationship | null) {
  const [changed, setChanged] = useState<{ from: Relationship | null; to: Relationship } | null>(null);
  const shown = changed && changed.from === given ? changed.to : given;
  const set = (to: Relationship) => setChanged({ from: given, to });
  return [shown, set] as const;
}
