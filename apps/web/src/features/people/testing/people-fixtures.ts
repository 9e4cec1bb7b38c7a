import type {
  BlockedPerson,
  PersonCard,
  PrivacySettings,
  ProfileDetail,
  ProfileEvent,
  Relationship,
} from '@eventos/domain';
import { DEFAULT_PRIVACY_SETTINGS } from '@eventos/domain';
import { makeEvent } from '../../../test/fixtures.ts';

let sequence = 0;
const uuid = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Strangers: neither friends nor following, and they accept requests from anyone. */
export const STRANGER: Relationship = {
  friendship: 'none',
  following: false,
  followsYou: false,
  blocked: false,
  canRequest: true,
};

export const FRIEND: Relationship = { ...STRANGER, friendship: 'friends', canRequest: false };

export function makeProfile(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  sequence += 1;
  return {
    id: uuid(sequence),
    username: 'ana',
    firstName: 'Ana',
    lastName: 'Lima',
    name: 'Ana Lima',
    bio: 'Produtora de shows em Salvador.',
    city: 'Salvador',
    avatarUrl: null,
    createdAt: '2025-03-10T12:00:00.000Z',
    counts: { friends: 12, following: 4, followers: 30, events: 2 },
    findable: true,
    isSelf: false,
    canSeeFriends: true,
    canSeeAttendance: true,
    relationship: STRANGER,
    ...overrides,
  };
}

export function makePersonCard(overrides: Partial<PersonCard> = {}): PersonCard {
  sequence += 1;
  return {
    id: uuid(100 + sequence),
    username: `pessoa${sequence}`,
    name: `Pessoa ${sequence}`,
    avatarUrl: null,
    city: null,
    mutualFriends: 0,
    relationship: STRANGER,
    ...overrides,
  };
}

export function makeProfileEvent(overrides: Partial<ProfileEvent> = {}): ProfileEvent {
  return { ...makeEvent(), role: 'organizer', ...overrides };
}

export function makeBlocked(overrides: Partial<PersonCard> = {}): BlockedPerson {
  const { mutualFriends: _m, relationship: _r, ...person } = makePersonCard(overrides);
  return { person, blockedAt: '2026-02-01T12:00:00.000Z' };
}

export function makePrivacy(overrides: Partial<PrivacySettings> = {}): PrivacySettings {
  return { ...DEFAULT_PRIVACY_SETTINGS, ...overrides };
}
