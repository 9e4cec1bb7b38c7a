import { type SQL, sql } from 'drizzle-orm';

/** `(ARRAY[$1, $2, …]::text[])`: a vocabulary list as one array expression the statement indexes into. */
export const textArray = (items: readonly string[]): SQL =>
  sql`(ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[])`;

/** A literal array of numbers (numbers only, so written inline). */
export const numberArray = (items: readonly number[], type: 'int' | 'float8'): SQL => {
  for (const i of items) if (!Number.isFinite(i)) throw new RangeError(`not a finite number: ${i}`);
  return sql.raw(`('{${items.join(',')}}'::${type}[])`);
};

/** `md5(prefix || n)::uuid`: deterministic ids the seed can recompute without reading them back. */
export const benchId = (prefix: string, n: SQL): SQL => sql`md5(${prefix} || (${n})::text)::uuid`;

/**
 * A pseudo-random whole number in [0, 2^31) for row `key`, one independent stream per `stream`:
 * the same on every run and backend, so the seed is reproducible.
 */
export const draw = (key: SQL, stream: number): SQL => {
  if (!Number.isInteger(stream)) throw new RangeError(`stream must be a whole number, got ${stream}`);
  return sql`(hashint4extended((${key})::int, ${sql.raw(String(stream))}) & 2147483647)`;
};

/**
 * 1-based indexes into `weights`, each repeated as often as its weight: `table[1 + r % length]`
 * picks entry i with probability weight_i / Σ weights.
 */
function pickTable(weights: readonly number[]): number[] {
  const table: number[] = [];
  weights.forEach((w, i) => {
    if (!Number.isInteger(w) || w < 1)
      throw new RangeError(`weights must be positive whole numbers, got ${w}`);
    for (let k = 0; k < w; k++) table.push(i + 1);
  });
  return table;
}

/** `list[1 + r % length]` for an array expression of `length` entries. */
const pick = (list: SQL, length: number, r: SQL): SQL => sql`${list}[1 + ${r} % ${sql.raw(String(length))}]`;

/** One of `items`, each as likely, drawn by `r`. */
export const pickText = (items: readonly string[], r: SQL): SQL => pick(textArray(items), items.length, r);

/** The 1-based index of one of `weights`, drawn by `r`: entry i with probability weight_i / Σ weights. */
export const pickWeighted = (weights: readonly number[], r: SQL): SQL => {
  const table = pickTable(weights);
  return pick(numberArray(table, 'int'), table.length, r);
};
