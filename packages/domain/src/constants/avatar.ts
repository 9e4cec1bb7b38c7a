/** Limits of an uploaded avatar and the size it is stored at (the web form and the API share them). */
export const AVATAR_LIMITS = {
  /** Largest file accepted, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** Largest decoded image accepted, in pixels (40 megapixels). */
  maxPixels: 40_000_000,
  /** Stored avatars are square WebP images of this side, in pixels. */
  side: 512,
} as const;

/** Image types an avatar may be (checked by magic bytes on the server). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
