/** The part `count` is of `total` (0 when there is nothing to share). */
export function shareOf(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}
