import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brokenPng, gifImage, hugePng, jpegWithExif, pngImage, webpImage } from '../me/test-images.ts';
import { EventCoverImageError, toCoverWebps } from './event-cover-image.ts';

const rejection = async (input: Uint8Array) => {
  const err = await toCoverWebps(input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(EventCoverImageError);
  return (err as EventCoverImageError).code;
};

describe('toCoverWebps', () => {
  it('makes a 640 × 360 and a 1280 × 720 WebP of any accepted image, whatever its shape', async () => {
    const inputs = [await pngImage(300, 900), await jpegWithExif(), await gifImage(), await webpImage()];
    for (const input of inputs) {
      const variants = await toCoverWebps(input);
      const sizes = await Promise.all(
        variants.map(async ({ width, image }) => ({ width, meta: await sharp(image).metadata() })),
      );
      expect(sizes.map(({ width, meta }) => [width, meta.format, meta.width, meta.height])).toEqual([
        [640, 'webp', 640, 360],
        [1280, 'webp', 1280, 720],
      ]);
    }
  });

  it('keeps no metadata of the upload (EXIF, colour profile, orientation)', async () => {
    for (const { image } of await toCoverWebps(await jpegWithExif())) {
      const meta = await sharp(image).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('refuses other types, unreadable images and images over 40 megapixels', async () => {
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'validation.event.cover.type',
    );
    expect(await rejection(brokenPng())).toBe('validation.event.cover.unreadable');
    expect(await rejection((await pngImage()).subarray(0, 200))).toBe('validation.event.cover.unreadable');
    expect(await rejection(await hugePng())).toBe('validation.event.cover.too_many_pixels');
  });
});
