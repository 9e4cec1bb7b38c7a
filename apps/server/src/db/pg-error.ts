interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Postgres error codes the services react to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  restrictViolation: '23001',
} as const;

/**
 * Whether a failed statement raised the Postgres error `code` (on `constraint`, when given). The
 * query builder wraps the driver's error, so its causes are looked at too; some drivers only name
 * the constraint in the message.
 */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  let current = err as PgErrorLike | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === code) {
      if (!constraint) return true;
      if (current.constraint === constraint) return true;
      if (typeof current.message === 'string' && current.message.includes(constraint)) return true;
    }
    current = current.cause as PgErrorLike | undefined;
  }
  return false;
}
