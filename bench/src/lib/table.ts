/**
 * A plain-text table with right-aligned numbers, for terminal reports; `rightAligned` lists the
 * columns whose text cells (percentages, dashes) are right-aligned too.
 */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  rightAligned: readonly number[] = [],
): string {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: readonly string[], source: readonly (string | number)[]) =>
    row
      .map((cell, i) =>
        typeof source[i] === 'number' || (source !== headers && rightAligned.includes(i))
          ? cell.padStart(widths[i] ?? 0)
          : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ');
  const [head, ...body] = cells;
  const out = [line(head ?? [], headers), widths.map((w) => '-'.repeat(w)).join('  ')];
  body.forEach((row, i) => {
    out.push(line(row, rows[i] ?? []));
  });
  return out.join('\n');
}
