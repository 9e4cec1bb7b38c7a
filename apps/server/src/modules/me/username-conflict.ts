const UNIQUE_VIOLATION = '23505';
const USERNAME_INDEX = 'profiles_username_key';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

const breaksUsernameIndex = (e: PgErrorLike): boolean =>
  e.code === UNIQUE_VIOLATION &&
  (e.constraint === USERNAME_INDEX || (typeof e.message === 'string' && e.message.includes(USERNAME_INDEX)));

/**
 * Whether a failed statement broke the case-insensitive unique index on usernames. The query
 * builder wraps the driver's error, so its causes are looked at too.
 */
export function isUsernameTaken(err: unknown): boolean {
  let current = err as PgErrorLike | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (breaksUsernameIndex(current)) return true;
    current = current.cause as PgErrorLike | undefined;
  }
  return false;
}
