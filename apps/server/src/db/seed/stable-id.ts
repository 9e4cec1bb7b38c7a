import { createHash } from 'node:crypto';

/** A UUID (version 5 layout) derived from a name, so seeded rows keep their ids across runs. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`eventos-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
