import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema, privacyUpdateSchema } from './privacy.ts';

const messages = (v: unknown) => {
  const r = privacyUpdateSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

/** What the API answers for each message (anything not a catalogue code is validation.invalid). */
const codes = (v: unknown) =>
  messages(v).map((m) => (m.startsWith('validation.') ? m : 'validation.invalid'));

describe('privacy settings', () => {
  it('are all off until the person turns them on', () => {
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({ showAttendance: false });
    expect(privacySettingsSchema.parse(DEFAULT_PRIVACY_SETTINGS)).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('change any of them at once, leaving the rest unsaid', () => {
    expect(privacyUpdateSchema.parse({ showAttendance: true })).toEqual({ showAttendance: true });
    expect(privacyUpdateSchema.parse({ showAttendance: false })).toEqual({ showAttendance: false });
  });

  it.each([
    ['nothing to change', {}],
    ['a text for a switch', { showAttendance: 'true' }],
    ['a number for a switch', { showAttendance: 1 }],
    ['null for a switch', { showAttendance: null }],
    ['a setting that does not exist', { showAttendence: true }],
    ['an extra key beside a good one', { showAttendance: true, role: 'admin' }],
    ['not an object', [true]],
  ])('refuse %s', (_, value) => {
    expect(messages(value)).not.toEqual([]);
    expect(new Set(codes(value))).toEqual(new Set(['validation.invalid']));
  });
});
