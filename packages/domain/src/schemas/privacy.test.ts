import { describe, expect, it } from 'vitest';
import { FRIEND_REQUEST_AUDIENCES, SOCIAL_AUDIENCES } from '../constants/social.ts';
import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema, privacyUpdateSchema } from './privacy.ts';

const messages = (v: unknown) => {
  const r = privacyUpdateSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

/** What the API answers for each message (anything not a catalogue code is validation.invalid). */
const codes = (v: unknown) =>
  messages(v).map((m) => (m.startsWith('validation.') ? m : 'validation.invalid'));

describe('privacy settings', () => {
  it('start with friends seeing attendance and friends, requests from everyone, findable', () => {
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({
      attendanceVisibility: 'friends',
      friendsVisibility: 'friends',
      friendRequestsFrom: 'everyone',
      findable: true,
    });
    expect(privacySettingsSchema.parse(DEFAULT_PRIVACY_SETTINGS)).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('change any of them, alone or together, leaving the rest unsaid', () => {
    for (const audience of SOCIAL_AUDIENCES) {
      expect(privacyUpdateSchema.parse({ attendanceVisibility: audience })).toEqual({
        attendanceVisibility: audience,
      });
      expect(privacyUpdateSchema.parse({ friendsVisibility: audience })).toEqual({
        friendsVisibility: audience,
      });
    }
    for (const audience of FRIEND_REQUEST_AUDIENCES)
      expect(privacyUpdateSchema.parse({ friendRequestsFrom: audience })).toEqual({
        friendRequestsFrom: audience,
      });
    expect(privacyUpdateSchema.parse({ findable: false })).toEqual({ findable: false });
    expect(privacyUpdateSchema.parse({ findable: true, friendsVisibility: 'only_me' })).toEqual({
      findable: true,
      friendsVisibility: 'only_me',
    });
  });

  it.each([
    ['an audience of friend requests for attendance', { attendanceVisibility: 'friends_of_friends' }],
    ['a word of its own for friends', { friendsVisibility: 'amigos' }],
    ['an audience of attendance for friend requests', { friendRequestsFrom: 'only_me' }],
    ['a switch for an audience', { attendanceVisibility: true }],
    ['null for an audience', { friendRequestsFrom: null }],
  ])('refuse %s with validation.privacy.audience.invalid', (_, value) => {
    expect(codes(value)).toEqual(['validation.privacy.audience.invalid']);
  });

  it.each([
    ['nothing to change', {}],
    ['a text for the switch', { findable: 'true' }],
    ['a number for the switch', { findable: 1 }],
    ['null for the switch', { findable: null }],
    ['the old attendance switch', { showAttendance: true }],
    ['an extra key beside a good one', { findable: true, role: 'admin' }],
    ['not an object', [true]],
  ])('refuse %s', (_, value) => {
    expect(messages(value)).not.toEqual([]);
    expect(new Set(codes(value))).toEqual(new Set(['validation.invalid']));
  });
});
