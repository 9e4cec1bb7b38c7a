import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar-file.ts';

const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'a.png', { type });

describe('avatarFileError', () => {
  it('accepts an image up to 5 MB', () => {
    expect(avatarFileError(file(AVATAR_MAX_BYTES))).toBeNull();
    expect(avatarFileError(file(10, 'image/webp'))).toBeNull();
  });

  it('refuses a file over 5 MB with the API code', () => {
    expect(avatarFileError(file(AVATAR_MAX_BYTES + 1))).toBe('validation.avatar.too_large');
  });

  it('refuses other types and empty files', () => {
    expect(avatarFileError(file(10, 'image/svg+xml'))).toBe('validation.avatar.type');
    expect(avatarFileError(file(0))).toBe('validation.avatar.unreadable');
  });
});
