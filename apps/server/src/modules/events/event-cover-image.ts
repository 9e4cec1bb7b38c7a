import { EVENT_COVER_LIMITS } from '@eventos/domain';
import { convertUploadedImage, type ImageRejection } from '../../http/image-type.ts';

export type EventCoverRejection = `validation.event.cover.${ImageRejection}`;

/** An upload that cannot become a cover; `code` says why. */
export class EventCoverImageError extends Error {
  constructor(readonly code: EventCoverRejection) {
    super(code);
    this.name = 'EventCoverImageError';
  }
}

/** One stored WebP of a cover, `width` pixels wide. */
export interface CoverVariant {
  width: number;
  image: Buffer;
}

const coverHeight = (width: number) => Math.round(width / EVENT_COVER_LIMITS.aspect);

/**
 * Turns an uploaded JPEG, PNG, WebP or GIF (first frame), judged by its bytes, into the stored
 * cover: upright, cropped to 16:9 around the centre, one WebP per width, without any metadata.
 * Decoding stops at 40 megapixels.
 */
export function toCoverWebps(bytes: Uint8Array): Promise<CoverVariant[]> {
  return convertUploadedImage(
    bytes,
    EVENT_COVER_LIMITS.maxPixels,
    (upright) =>
      Promise.all(
        EVENT_COVER_LIMITS.widths.map(async (width) => ({
          width,
          image: await upright
            .clone()
            .resize(width, coverHeight(width), { fit: 'cover' })
            .webp({ quality: 80 })
            .toBuffer(),
        })),
      ),
    (reason) => new EventCoverImageError(`validation.event.cover.${reason}`),
  );
}
