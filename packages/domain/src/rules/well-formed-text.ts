/** A UTF-16 half without its partner: no character at all, and mangled on the way to the database. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person could have typed: no NUL (Postgres cannot store it) and no unpaired surrogate. */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}
