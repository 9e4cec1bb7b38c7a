import { AVATAR_LIMITS, AVATAR_MIME_TYPES } from '@eventos/domain';

/** Images the avatar upload accepts (the same list the API checks). */
export const AVATAR_TYPES = AVATAR_MIME_TYPES;

/** Largest avatar file: 5 MB ('A imagem deve ter no máximo 5 MB.'). */
export const AVATAR_MAX_BYTES = AVATAR_LIMITS.maxBytes;

/** The `fields` message code for a file the API would refuse, checked before uploading; null if fine. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'validation.avatar.type';
  if (file.size > AVATAR_MAX_BYTES) return 'validation.avatar.too_large';
  if (file.size === 0) return 'validation.avatar.unreadable';
  return null;
}
