import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AvatarImageError, toAvatarWebp } from './avatar-image.ts';
import {
  brokenPng,
  gifImage,
  hugePng,
  jpegWithExif,
  pngImage,
  sidewaysPhoto,
  webpImage,
} from './test-images.ts';

const rejection = async (input: Uint8Array) => {
  const err = await toAvatarWebp(input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AvatarImageError);
  return (err as AvatarImageError).code;
};

describe('toAvatarWebp', () => {
  it('makes a 512 × 512 WebP square of any accepted image', async () => {
    for (const input of [await pngImage(), await jpegWithExif(), await gifImage(), await webpImage()]) {
      const out = await toAvatarWebp(input);
      const meta = await sharp(out).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
  });

  it('keeps no metadata of the upload (EXIF, colour profile, orientation)', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const meta = await sharp(await toAvatarWebp(input)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('turns a photo upright as its EXIF orientation says before cropping', async () => {
    const out = sharp(await toAvatarWebp(await sidewaysPhoto()));
    const { data, info } = await out.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i] ?? 0, b: data[i + 2] ?? 0 };
    };
    const left = pixel(20, 256);
    const right = pixel(490, 256);
    expect(left.b).toBeGreaterThan(200);
    expect(left.r).toBeLessThan(60);
    expect(right.r).toBeGreaterThan(200);
    expect(right.b).toBeLessThan(60);
  });

  it('refuses other types, unreadable images and images over 40 megapixels', async () => {
    expect(await rejection(Buffer.from('texto com nome de imagem'))).toBe('validation.avatar.type');
    expect(await rejection(brokenPng())).toBe('validation.avatar.unreadable');
    const truncated = (await pngImage()).subarray(0, 200);
    expect(await rejection(truncated)).toBe('validation.avatar.unreadable');
    expect(await rejection(await hugePng())).toBe('validation.avatar.too_many_pixels');
  });
});
