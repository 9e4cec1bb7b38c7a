import { describe, expect, it } from 'vitest';
import { normaliseUsernameInput, usernameFormatError } from './username-format.ts';

describe('username format', () => {
  it('says nothing while empty and accepts a valid name', () => {
    expect(usernameFormatError('')).toBeNull();
    expect(usernameFormatError('maria.silva_1')).toBeNull();
  });

  it('reports the domain codes', () => {
    expect(usernameFormatError('ma')).toBe('validation.account.username.too_short');
    expect(usernameFormatError('maria-silva')).toBe('validation.account.username.invalid');
    expect(usernameFormatError('.maria')).toBe('validation.account.username.invalid');
    expect(usernameFormatError('a'.repeat(31))).toBe('validation.account.username.too_long');
  });

  it('keeps the input lowercase and without spaces', () => {
    expect(normaliseUsernameInput('Maria Silva')).toBe('mariasilva');
  });
});
