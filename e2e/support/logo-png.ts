import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A small logo a sponsor uploads: a `size`-pixel square PNG with a disc of `rgb` on white and a
 * white band across it, so the stored image is recognisable on a screenshot.
 */
export function logoPng(rgb: readonly [number, number, number], size = 128): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const inDisc = (x - centre) ** 2 + (y - centre) ** 2 <= (size * 0.45) ** 2;
      const band = Math.abs(y - centre) < size * 0.08;
      const [r, g, b] = inDisc && !band ? rgb : [255, 255, 255];
      raw.set([r, g, b, 255], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
