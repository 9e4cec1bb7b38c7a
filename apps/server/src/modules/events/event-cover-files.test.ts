import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverVariantPaths, removeCoverFiles, writeCoverFiles } from './event-cover-files.ts';

const variants = [
  { width: 640, image: Buffer.from('pequena') },
  { width: 1280, image: Buffer.from('grande') },
];

describe('event cover files', () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'eventos-covers-'));
  const listed = (eventId: string) => readdirSync(join(uploadsDir, 'events', eventId)).sort();

  it('writes one file per width in the event’s folder and answers the largest', async () => {
    const eventId = randomUUID();
    const path = await writeCoverFiles(uploadsDir, eventId, variants);
    expect(path).toMatch(new RegExp(`^events/${eventId}/[0-9a-f]{16}-1280\\.webp$`));
    expect(coverVariantPaths(path)).toEqual([path.replace('-1280', '-640'), path]);
    const stem = path.split('/')[2]?.replace('-1280.webp', '');
    expect(listed(eventId)).toEqual([`${stem}-1280.webp`, `${stem}-640.webp`]);
    await removeCoverFiles(uploadsDir, eventId, path);
    expect(listed(eventId)).toEqual([]);
  });

  it('deletes nothing it did not write for that event', async () => {
    const eventId = randomUUID();
    const other = randomUUID();
    const othersPath = await writeCoverFiles(uploadsDir, other, variants);
    mkdirSync(join(uploadsDir, 'events', eventId), { recursive: true });
    writeFileSync(join(uploadsDir, 'events', 'roda-de-samba.webp'), 'semente');
    for (const foreign of [
      othersPath,
      'events/roda-de-samba.webp',
      `events/${eventId}/../roda-de-samba.webp`,
      `events/${eventId}/../../avatars/x-1280.webp`,
      'avatars/foto.webp',
    ]) {
      await removeCoverFiles(uploadsDir, eventId, foreign);
    }
    expect(listed(other)).toHaveLength(2);
    expect(existsSync(join(uploadsDir, 'events', 'roda-de-samba.webp'))).toBe(true);
  });
});
