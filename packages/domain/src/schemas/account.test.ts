import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from '../rules/safe-redirect.ts';
import {
  ageOn,
  authRequestSchemas,
  changePasswordFormSchema,
  completeProfileSchema,
  consentSchema,
  isProfileComplete,
  pendingConsents,
  signUpSchema,
} from './account.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account schemas', () => {
  it('allows passwords of 8 to 128 characters', () => {
    const base = { name: 'Ana', email: 'ana@example.com' };
    const check = (password: string) =>
      messages(signUpSchema.safeParse({ ...base, password, passwordConfirmation: password })).password;
    expect(check('1234567')).toBe('validation.account.password.too_short');
    expect(check('12345678')).toBeUndefined();
    expect(check('x'.repeat(128))).toBeUndefined();
    expect(check('x'.repeat(129))).toBe('validation.account.password.too_long');
  });

  it('requires the confirmation to match', () => {
    const r = changePasswordFormSchema.safeParse({
      currentPassword: 'velha-senha',
      newPassword: 'nova-senha-1',
      passwordConfirmation: 'nova-senha-2',
    });
    expect(messages(r).passwordConfirmation).toBe('validation.account.password.mismatch');
  });

  it('checks the complete-profile fields with their messages', () => {
    expect(messages(completeProfileSchema.safeParse({}))).toEqual({
      firstName: 'validation.account.first_name.required',
      lastName: 'validation.account.last_name.required',
      birthDate: 'validation.account.birth_date.required',
      username: 'validation.account.username.required',
    });
    const bad = completeProfileSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Souza',
      birthDate: '2023-02-30',
      username: 'Ana Souza!',
    });
    expect(messages(bad)).toEqual({
      birthDate: 'validation.account.birth_date.invalid',
      username: 'validation.account.username.invalid',
    });
    const young = new Date();
    const iso = `${young.getUTCFullYear() - 10}-01-01`;
    expect(
      messages(
        completeProfileSchema.safeParse({ firstName: 'A', lastName: 'B', birthDate: iso, username: 'abc' }),
      ),
    ).toEqual({ birthDate: 'validation.account.birth_date.too_young' });
    const ok = completeProfileSchema.parse({
      firstName: ' Ana ',
      lastName: 'Souza',
      birthDate: '1990-05-17',
      username: 'Ana.Souza',
    });
    expect(ok).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      birthDate: '1990-05-17',
      username: 'ana.souza',
    });
  });

  it('counts whole years of age', () => {
    expect(ageOn('2000-06-15', new Date('2013-06-14T12:00:00Z'))).toBe(12);
    expect(ageOn('2000-06-15', new Date('2013-06-15T12:00:00Z'))).toBe(13);
  });

  it('accepts only the current consent versions', () => {
    expect(consentSchema.safeParse({ consentType: 'terms', version: '1.0.0' }).success).toBe(true);
    expect(messages(consentSchema.safeParse({ consentType: 'privacy', version: '0.9.0' })).version).toBe(
      'validation.account.consent.version_outdated',
    );
  });

  it('lists the consents still pending (spec §4 Consent)', () => {
    expect(pendingConsents([])).toEqual(['terms', 'privacy']);
    expect(pendingConsents([{ consentType: 'terms', version: '1.0.0' }])).toEqual(['privacy']);
    expect(
      pendingConsents([
        { consentType: 'terms', version: '0.1.0' },
        { consentType: 'privacy', version: '1.0.0' },
      ]),
    ).toEqual(['terms']);
  });

  it('calls a profile complete only with names, birth date and status active (spec §5)', () => {
    const full = { firstName: 'Ana', lastName: 'Souza', birthDate: '1990-01-01', status: 'active' };
    expect(isProfileComplete(full)).toBe(true);
    expect(isProfileComplete({ ...full, status: 'pending' })).toBe(false);
    expect(isProfileComplete({ ...full, birthDate: null })).toBe(false);
    expect(isProfileComplete({ ...full, lastName: '  ' })).toBe(false);
  });

  it('accepts only same-origin redirect paths', () => {
    for (const ok of ['/', '/events', '/events/x?y=1#z', '/auth?redirect=%2Fprofile'])
      expect(isSafeRedirectPath(ok), ok).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'events',
      '',
    ])
      expect(isSafeRedirectPath(bad), bad).toBe(false);
    expect(
      authRequestSchemas['/sign-in/social'].safeParse({ provider: 'google', callbackURL: '//evil' }).success,
    ).toBe(false);
  });
});
