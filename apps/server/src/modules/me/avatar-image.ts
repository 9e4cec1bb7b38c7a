import { AVATAR_LIMITS } from '@eventos/domain';
import sharp from 'sharp';
import { detectImageType, isPixelLimitError } from '../../http/image-type.ts';

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

/** A too-large image is refused by the image library; anything else is unreadable. */
function rejectionOf(err: unknown): AvatarImageError {
  return new AvatarImageError(
    isPixelLimitError(err) ? 'validation.avatar.too_many_pixels' : 'validation.avatar.unreadable',
  );
}
