import { EVENT_COVER_LIMITS } from '@eventos/domain';

/** Images the cover upload accepts (the message 'JPEG, PNG, WebP ou GIF' names them). */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The `fields` message code for a file the API would refuse, checked before uploading; null if fine. */
export function coverFileError(file: File): string | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return 'validation.event.cover.type';
  if (file.size > EVENT_COVER_LIMITS.maxBytes) return 'validation.event.cover.too_large';
  if (file.size === 0) return 'validation.event.cover.unreadable';
  return null;
}
