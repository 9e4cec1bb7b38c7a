import { AVATAR_LIMITS } from '@eventos/domain';
import sharp from 'sharp';

export type AvatarImageType = 'jpeg' | 'png' | 'webp' | 'gif';

export type AvatarRejection =
  | 'validation.avatar.type'
  | 'validation.avatar.too_many_pixels'
  | 'validation.avatar.unreadable';

/** An upload that cannot become an avatar; `code` says why. */
export class AvatarImageError extends Error {
  constructor(readonly code: AvatarRejection) {
    super(code);
    this.name = 'AvatarImageError';
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type the file's first bytes announce, whatever its name or declared type says. */
export function detectImageType(bytes: Uint8Array): AvatarImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Turns an uploaded JPEG, PNG, WebP or GIF (first frame) into the stored avatar: upright, cropped to
 * a square, 512×512 WebP, without any metadata. Decoding stops at 40 megapixels.
 */
export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  if (!detectImageType(bytes)) throw new AvatarImageError('validation.avatar.type');
  const input = () => sharp(bytes, { limitInputPixels: AVATAR_LIMITS.maxPixels, failOn: 'error' });
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await input().metadata());
  } catch (err) {
    throw rejectionOf(err);
  }
  if (!width || !height) throw new AvatarImageError('validation.avatar.unreadable');
  if (width * height > AVATAR_LIMITS.maxPixels)
    throw new AvatarImageError('validation.avatar.too_many_pixels');
  try {
    return await input()
      .rotate()
      .resize(AVATAR_LIMITS.side, AVATAR_LIMITS.side, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw rejectionOf(err);
  }
}

/** The image library refuses a too-large image with this message; anything else is unreadable. */
function rejectionOf(err: unknown): AvatarImageError {
  const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
  return new AvatarImageError(tooBig ? 'validation.avatar.too_many_pixels' : 'validation.avatar.unreadable');
}
