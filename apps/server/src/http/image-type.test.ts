import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gifImage, jpegWithExif, pngImage, webpImage } from '../modules/me/test-images.ts';
import { detectImageType, isPixelLimitError } from './image-type.ts';

describe('detectImageType', () => {
  it('tells the four accepted types apart by their first bytes', async () => {
    expect(detectImageType(await pngImage())).toBe('png');
    expect(detectImageType(await jpegWithExif())).toBe('jpeg');
    expect(detectImageType(await gifImage())).toBe('gif');
    expect(detectImageType(await webpImage())).toBe('webp');
  });

  it('knows nothing else, whatever the file is called', async () => {
    expect(detectImageType(Buffer.from('isto é um texto, não uma imagem'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(
      detectImageType(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('isPixelLimitError', () => {
  it('recognises the image library refusing an image over its pixel limit, and nothing else', async () => {
    const big = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const err = await sharp(big, { limitInputPixels: 50 })
      .toBuffer()
      .catch((e: unknown) => e);
    expect(isPixelLimitError(err)).toBe(true);
    expect(isPixelLimitError(new Error('Input buffer contains unsupported image format'))).toBe(false);
    expect(isPixelLimitError('pixel limit')).toBe(false);
  });
});
