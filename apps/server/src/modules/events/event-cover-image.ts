import { EVENT_COVER_LIMITS } from '@eventos/domain';
import sharp from 'sharp';
import { detectImageType, isPixelLimitError } from '../../http/image-type.ts';

export type EventCoverRejection =
  | 'validation.event.cover.type'
  | 'validation.event.cover.too_many_pixels'
  | 'validation.event.cover.unreadable';

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

export const coverHeight = (width: number) => Math.round(width / EVENT_COVER_LIMITS.aspect);

/**
 * Turns an uploaded JPEG, PNG, WebP or GIF (first frame), judged by its bytes, into the stored
 * cover: upright, cropped to 16:9 around the centre, one WebP per width, without any metadata.
 * Decoding stops at 40 megapixels.
 */
export async function toCoverWebps(bytes: Uint8Array): Promise<CoverVariant[]> {
  if (!detectImageType(bytes)) throw new EventCoverImageError('validation.event.cover.type');
  const input = () => sharp(bytes, { limitInputPixels: EVENT_COVER_LIMITS.maxPixels, failOn: 'error' });
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await input().metadata());
  } catch (err) {
    throw rejectionOf(err);
  }
  if (!width || !height) throw new EventCoverImageError('validation.event.cover.unreadable');
  if (width * height > EVENT_COVER_LIMITS.maxPixels)
    throw new EventCoverImageError('validation.event.cover.too_many_pixels');
  try {
    const upright = input().rotate();
    return await Promise.all(
      EVENT_COVER_LIMITS.widths.map(async (width) => ({
        width,
        image: await upright
          .clone()
          .resize(width, coverHeight(width), { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (err) {
    throw rejectionOf(err);
  }
}

/** A too-large image is refused by the image library; anything else is unreadable. */
function rejectionOf(err: unknown): EventCoverImageError {
  return new EventCoverImageError(
    isPixelLimitError(err) ? 'validation.event.cover.too_many_pixels' : 'validation.event.cover.unreadable',
  );
}
