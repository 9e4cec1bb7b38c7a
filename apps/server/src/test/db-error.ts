/** Matches the database's own message, which Drizzle keeps as the `cause` of its query error. */
export function dbError(pattern: RegExp) {
  return (err: unknown): boolean => {
    const cause = (err as { cause?: { message?: string } }).cause;
    return pattern.test(cause?.message ?? (err as Error).message ?? '');
  };
}
