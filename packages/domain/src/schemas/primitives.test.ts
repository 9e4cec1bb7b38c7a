import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseInstant } from '../rules/instant.ts';
import { isWellFormedText } from '../rules/well-formed-text.ts';
import { sampleEventInput, sampleVenueInput } from '../testing/sample-inputs.ts';
import {
  authRequestSchemas,
  CURRENT_CONSENT_VERSIONS,
  changePasswordFormSchema,
  changePasswordSchema,
  completeProfileSchema,
  consentSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './account.ts';
import { contactMessageSchema } from './contact.ts';
import { eventInputSchema } from './event.ts';
import { eventListQuerySchema } from './event-list.ts';
import { addressQuerySchema, postalCodeParamSchema } from './geocoding.ts';
import { locationInputSchema, ownLocationsQuerySchema, publicLocationSearchSchema } from './location.ts';
import { instantText, textField } from './primitives.ts';

const UUID = '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60';
const password = 'senha-segura-123';
const event = { ...sampleEventInput, locationId: UUID };
const venue = sampleVenueInput;

/** Every schema that reads input from a person or a client, with a value it accepts. */
const INPUTS: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'sign-up form',
    signUpSchema,
    { name: 'Ana Souza', email: 'ana@example.test', password, passwordConfirmation: password },
  ],
  ['sign-in form', signInSchema, { email: 'ana@example.test', password }],
  ['forgot password', forgotPasswordSchema, { email: 'ana@example.test' }],
  ['reset password', resetPasswordSchema, { newPassword: password, passwordConfirmation: password }],
  [
    'change password form',
    changePasswordFormSchema,
    { currentPassword: password, newPassword: `${password}!`, passwordConfirmation: `${password}!` },
  ],
  ['change password', changePasswordSchema, { currentPassword: password, newPassword: `${password}!` }],
  [
    'complete profile',
    completeProfileSchema,
    { firstName: 'Ana', lastName: 'Souza', birthDate: '1990-05-17', username: 'ana_souza' },
  ],
  [
    'profile update',
    profileUpdateSchema,
    { firstName: 'Ana', lastName: 'Souza', birthDate: '1990-05-17', username: 'ana_souza', bio: 'Oi' },
  ],
  ['consent', consentSchema, { consentType: 'terms', version: CURRENT_CONSENT_VERSIONS.terms }],
  [
    'contact',
    contactMessageSchema,
    { name: 'Ana Souza', email: 'ana@example.test', subject: 'Dúvida', message: 'Como publico um evento?' },
  ],
  ['event', eventInputSchema, event],
  [
    'event list query',
    eventListQuerySchema,
    { q: 'samba', city: 'Recife', from: '2030-01-01', to: '2030-02-01' },
  ],
  ['venue', locationInputSchema, venue],
  ['own venues query', ownLocationsQuerySchema, { q: 'teatro' }],
  ['public venues query', publicLocationSearchSchema, { q: 'teatro' }],
  ['postal code path', postalCodeParamSchema, { cep: '01310-100' }],
  ['address query', addressQuerySchema, { q: 'Avenida Paulista' }],
  ...Object.entries(authRequestSchemas).map(
    ([path, schema]): [string, z.ZodType, Record<string, unknown>] => {
      const bodies: Record<string, Record<string, unknown>> = {
        '/sign-up/email': { name: 'Ana Souza', email: 'ana@example.test', password, callbackURL: '/events' },
        '/sign-in/email': { email: 'ana@example.test', password, callbackURL: '/events' },
        '/request-password-reset': { email: 'ana@example.test', redirectTo: '/reset-password' },
        '/reset-password': { newPassword: password, token: 'abc123' },
        '/sign-in/social': {
          provider: 'google',
          callbackURL: '/events',
          idToken: { token: 'abc', nonce: 'n' },
        },
        '/update-user': { name: 'Ana Souza', image: 'https://example.test/a.png' },
        '/change-password': { currentPassword: password, newPassword: `${password}!` },
        '/change-email': { newEmail: 'outra@example.test', callbackURL: '/profile' },
        '/send-verification-email': { email: 'ana@example.test', callbackURL: '/auth' },
        '/revoke-session': { token: 'abc123' },
        '/delete-user': { password, token: 'abc123', callbackURL: '/' },
      };
      return [`auth ${path}`, schema, bodies[path] ?? {}];
    },
  ),
];

/** Every path to a text in a value, with a copy of the value where that text has `fragment` inside. */
function textsWith(value: unknown, fragment: string, path: (string | number)[] = []): [string, unknown][] {
  if (typeof value === 'string') {
    const mid = Math.floor(value.length / 2);
    return [[path.join('.'), `${value.slice(0, mid)}${fragment}${value.slice(mid)}`]];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textsWith(child, fragment, [...path, Array.isArray(value) ? Number(key) : key]).map(
      ([where, changed]): [string, unknown] => [
        where,
        Array.isArray(value)
          ? value.map((v, i) => (i === Number(key) ? changed : v))
          : { ...(value as object), [key]: changed },
      ],
    ),
  );
}

describe('textField and instantText', () => {
  it('knows well-formed text', () => {
    expect(isWellFormedText('Festa 😀 no Largo e\u0301 \u202E\u200B')).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'a\uDC00', '\uDBFF\uDBFF', '\uDC00\uD800']) {
      expect(isWellFormedText(bad)).toBe(false);
    }
  });

  it('refuses NUL and unpaired halves with the field code, first among its problems', () => {
    const field = textField('campo.tipo', 'campo.invalido').min(5, { message: 'campo.curto' });
    expect(field.safeParse('ab\u0000').error?.issues.map((i) => i.message)).toEqual([
      'campo.invalido',
      'campo.curto',
    ]);
    expect(field.safeParse('Festa \uD83D no Largo').error?.issues.map((i) => i.message)).toEqual([
      'campo.invalido',
    ]);
    expect(field.safeParse(3).error?.issues.map((i) => i.message)).toEqual(['campo.tipo']);
    expect(textField().safeParse('\u0000').error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('takes dates of years 1 to 9999 only', () => {
    expect(parseInstant('0001-01-01T00:00:00Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseInstant('9999-12-31T23:59:59.999Z')).not.toBeNull();
    for (const far of [
      '0000-01-01',
      '0000-12-31T23:59:59Z',
      '+010000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      'amanhã',
    ]) {
      expect(parseInstant(far)).toBeNull();
      expect(instantText('data.invalida').safeParse(far).error?.issues[0]?.message).toBe('data.invalida');
    }
    expect(instantText('x').parse(' 2030-05-01T18:00:00-03:00 ')).toBe('2030-05-01T21:00:00.000Z');
  });
});

describe('every input schema', () => {
  it.each(INPUTS)('%s accepts its sample', (_name, schema, sample) => {
    expect(schema.safeParse(sample).error?.issues).toBeUndefined();
  });

  it.each(INPUTS)(
    '%s refuses NUL and unpaired halves in each of its texts, naming the field',
    (_name, schema, sample) => {
      for (const fragment of ['\u0000', '\uD800', '\uDFFF']) {
        for (const [where, changed] of textsWith(sample, fragment)) {
          const issues = schema.safeParse(changed).error?.issues ?? [];
          expect(
            issues.map((i) => i.path.join('.')),
            `${where} with ${JSON.stringify(fragment)}`,
          ).toContain(where);
        }
      }
    },
  );
});

describe('far dates and long passwords', () => {
  it('refuses event dates outside years 1 to 9999 with the field code', () => {
    for (const far of ['0000-01-01T10:00:00Z', '+010000-01-01T00:00:00Z']) {
      const issues =
        eventInputSchema.safeParse({ ...event, startDatetime: far, endDatetime: far }).error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual(
        expect.arrayContaining([
          ['startDatetime', 'validation.event.start.required'],
          ['endDatetime', 'validation.event.end.required'],
        ]),
      );
    }
  });

  it('still runs the checks between fields when a text or a date is refused', () => {
    const issues =
      eventInputSchema.safeParse({
        ...event,
        name: 'Ro\u0000da',
        startDatetime: '0000-01-01',
        locationId: null,
      }).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['name', 'startDatetime', 'locationId']),
    );
  });

  it('refuses list filters outside years 1 to 9999', () => {
    const issues =
      eventListQuerySchema.safeParse({ from: '0000-01-01', to: '+010000-01-01T00:00:00Z' }).error?.issues ??
      [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'validation.events.date.invalid'],
      ['to', 'validation.events.date.invalid'],
    ]);
  });

  it('refuses a current password over 128 characters as too long', () => {
    const issues =
      changePasswordSchema.safeParse({ currentPassword: 'x'.repeat(129), newPassword: password }).error
        ?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currentPassword', 'validation.account.password.too_long'],
    ]);
  });
});
