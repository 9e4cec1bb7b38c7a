import { FEATURED_SLOTS_MAX, FEATURED_SLOTS_PER_CARDS } from '../constants/sponsorships.ts';

/** How many "Patrocinado" slots a first page of `limit` cards gets (1 for 6 cards, 2 for 20). */
export function featuredSlots(limit: number): number {
  if (!Number.isFinite(limit) || limit < 1) return 0;
  return Math.min(FEATURED_SLOTS_MAX, Math.max(1, Math.floor(limit / FEATURED_SLOTS_PER_CARDS)));
}

/**
 * Fair rotation: the `slots` candidates shown on request number `turn`, a window that moves one
 * place per request around the candidates (in a stable order), so over any run of
 * `candidates.length` requests each candidate is shown exactly `slots` times (when there are more
 * candidates than slots; otherwise every candidate every time).
 */
export function rotateFeatured<T>(candidates: readonly T[], turn: number, slots: number): T[] {
  const n = candidates.length;
  if (n === 0 || slots <= 0) return [];
  if (n <= slots) return [...candidates];
  const start = ((Math.trunc(turn) % n) + n) % n;
  return Array.from({ length: slots }, (_, i) => candidates[(start + i) % n] as T);
}
