import { ACCOUNT_LIMITS } from '@eventos/domain';
import type { RunStatement } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { PROFILE_ID } from './profiles.sql.ts';

export const profileNotFound = () => new HttpProblem(404, 'profile.not_found');

/**
 * The username of a profile path, or 404 profile.not_found for a text no one can hold (the same
 * answer as for an unknown, pending or blocked profile: nothing tells them apart).
 */
export function usernameOf(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > ACCOUNT_LIMITS.username.max) throw profileNotFound();
  return name;
}

/** The id of the active profile named `raw` that the caller may open, else 404 profile.not_found. */
export async function readProfileId(run: RunStatement, raw: string): Promise<string> {
  const [row] = await run<{ id: string }>(PROFILE_ID, [usernameOf(raw)]);
  if (!row) throw profileNotFound();
  return row.id;
}
