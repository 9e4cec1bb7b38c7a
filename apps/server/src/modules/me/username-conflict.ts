import { isPgError, PG_ERROR } from '../../db/pg-error.ts';

/** Whether a failed statement broke the case-insensitive unique index on usernames. */
export function isUsernameTaken(err: unknown): boolean {
  return isPgError(err, PG_ERROR.uniqueViolation, 'profiles_username_key');
}
