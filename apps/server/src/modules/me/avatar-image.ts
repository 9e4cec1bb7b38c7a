import { AVATAR_LIMITS } from '@eventos/domain';
import { convertUploadedImage, type ImageRejection } from '../../http/image-type.ts';

export type AvatarRejection = `validation.avatar.${ImageRejection}`;

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
export function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  return convertUploadedImage(
    bytes,
    AVATAR_LIMITS.maxPixels,
    (upright) =>
      upright
        .resize(AVATAR_LIMITS.side, AVATAR_LIMITS.side, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer(),
    (reason) => new AvatarImageError(`validation.avatar.${reason}`),
  );
}
