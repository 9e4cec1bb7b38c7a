import sharp, { type Sharp } from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type an upload's first bytes announce, whatever its name or declared type says; null
 * for anything but JPEG, PNG, GIF and WebP (SVG, HTML, TIFF, other RIFF files…).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The image library refuses an image over its `limitInputPixels` with this message. */
export function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/** Why an upload cannot become a stored image. */
export type ImageRejection = 'type' | 'too_many_pixels' | 'unreadable';

/**
 * Hands an uploaded JPEG, PNG, WebP or GIF (first frame), judged by its bytes, to `convert` turned
 * upright, decoding at most `maxPixels`; otherwise throws what `reject` makes of the reason (a
 * too-large image is refused by the image library, anything else it cannot decode is unreadable).
 */
export async function convertUploadedImage<T>(
  bytes: Uint8Array,
  maxPixels: number,
  convert: (upright: Sharp) => Promise<T>,
  reject: (reason: ImageRejection) => Error,
): Promise<T> {
  if (!detectImageType(bytes)) throw reject('type');
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  const rejectionOf = (err: unknown) => reject(isPixelLimitError(err) ? 'too_many_pixels' : 'unreadable');
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await input().metadata());
  } catch (err) {
    throw rejectionOf(err);
  }
  if (!width || !height) throw reject('unreadable');
  if (width * height > maxPixels) throw reject('too_many_pixels');
  try {
    return await convert(input().rotate());
  } catch (err) {
    throw rejectionOf(err);
  }
}
