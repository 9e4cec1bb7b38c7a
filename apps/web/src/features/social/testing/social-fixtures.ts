import type {
  EventListItem,
  FriendSuggestion,
  PersonCard,
  Relationship,
  SocialPerson,
  TimelineItem,
} from '@eventos/domain';
import { makeEvent } from '../../../test/fixtures.ts';

let sequence = 0;
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** How two strangers stand: nothing between them, a request allowed. */
export const NO_RELATION: Relationship = {
  friendship: 'none',
  following: false,
  followsYou: false,
  blocked: false,
  canRequest: true,
};

export function makeSocialPerson(name: string, overrides: Partial<SocialPerson> = {}): SocialPerson {
  sequence += 1;
  return {
    id: uuid('30000000', sequence),
    username: name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
    name,
    avatarUrl: null,
    city: 'Recife',
    ...overrides,
  };
}

export function makePersonCard(
  name: string,
  relationship: Partial<Relationship> = {},
  overrides: Partial<PersonCard> = {},
): PersonCard {
  return {
    ...makeSocialPerson(name),
    mutualFriends: 0,
    relationship: { ...NO_RELATION, ...relationship },
    ...overrides,
  };
}

export function makeSuggestion(name: string, overrides: Partial<FriendSuggestion> = {}): FriendSuggestion {
  return { ...makePersonCard(name), reason: 'friends_of_friends', sharedEvents: 0, ...overrides };
}

/** An event a month from now (the timeline offers RSVP only to what has not happened). */
export function makeUpcomingEvent(name: string, overrides: Partial<EventListItem> = {}): EventListItem {
  const start = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
  return makeEvent({
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    startDatetime: start,
    ...overrides,
  });
}

export function makeTimelineItem(
  overrides: Partial<TimelineItem> & Pick<TimelineItem, 'kind'>,
): TimelineItem {
  sequence += 1;
  return {
    id: `card-${sequence}`,
    at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    actors: [],
    actorCount: overrides.actors?.length ?? 0,
    event: null,
    group: null,
    viewerAttendance: null,
    ...overrides,
  };
}
