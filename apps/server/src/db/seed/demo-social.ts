import { createHash } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@eventos/domain';
import type { Tx } from '../client.ts';
import {
  authUsers,
  eventAttendances,
  friendships,
  profilePrivate,
  profiles,
  userFollows,
} from '../schema/index.ts';
import type { EventRow } from './build-demo-content.ts';
import { DEMO_ORGANIZERS } from './demo-organizers.ts';
import { stableUuid } from './stable-id.ts';

/**
 * The social side of the demo (issue 18): people of the community around the demo organisers, so
 * that signing in as any demo account shows friends, requests waiting, suggestions (friends of
 * friends) and a timeline of people going to the demo events and organisers publishing them. The
 * demo accounts are never friends with one another (people try befriending them by hand), nobody
 * blocks anybody, and no demo account holds a seat (their own lists stay as they were).
 */
const COMMUNITY = [
  ['pedro', 'Pedro', 'Lima', 'São Paulo'],
  ['larissa', 'Larissa', 'Mendes', 'Rio de Janeiro'],
  ['gustavo', 'Gustavo', 'Rocha', 'Belo Horizonte'],
  ['fernanda', 'Fernanda', 'Dias', 'Recife'],
  ['bruno', 'Bruno', 'Carvalho', 'Porto Alegre'],
  ['juliana', 'Juliana', 'Martins', 'Salvador'],
  ['diego', 'Diego', 'Araújo', 'Curitiba'],
  ['patricia', 'Patrícia', 'Gomes', 'São Paulo'],
  ['vinicius', 'Vinícius', 'Barros', 'Fortaleza'],
  ['leticia', 'Letícia', 'Moreira', 'Florianópolis'],
  ['rodrigo', 'Rodrigo', 'Teixeira', 'Brasília'],
  ['aline', 'Aline', 'Freitas', 'Rio de Janeiro'],
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Seats each community person holds at upcoming public demo events. */
const SEATS_EACH = 5;

const personId = (key: string) => stableUuid(`profile:${key}`);

/** A ticket code of the alphabet, derived from a name (the same on every run). */
function ticketCode(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  return Array.from(
    { length: TICKET_CODE_LENGTH },
    (_, i) => TICKET_CODE_ALPHABET[(digest[i] ?? 0) % TICKET_CODE_ALPHABET.length],
  ).join('');
}

function pair(a: string, b: string, requester: string, at: Date, accepted: boolean) {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  return {
    userA,
    userB,
    requesterId: requester,
    status: accepted ? 'accepted' : 'pending',
    createdAt: at,
    acceptedAt: accepted ? at : null,
  };
}

export interface DemoSocial {
  users: (typeof authUsers.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  privacy: (typeof profilePrivate.$inferInsert)[];
  friendships: ReturnType<typeof pair>[];
  follows: (typeof userFollows.$inferInsert)[];
  seats: (typeof eventAttendances.$inferInsert)[];
}

/** The rows, from the demo events already built (seats go to upcoming public published ones). */
export function buildDemoSocial(now: Date, events: readonly EventRow[]): DemoSocial {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const people = COMMUNITY.map(([key, firstName, lastName, city], i) => ({
    id: personId(`community:${key}`),
    key,
    firstName,
    lastName,
    city,
    createdAt: ago((120 - i * 5) * DAY),
  }));
  const accounts = DEMO_ORGANIZERS.map((o) => personId(o.key));
  const friendRows: ReturnType<typeof pair>[] = [];
  const followRows: (typeof userFollows.$inferInsert)[] = [];
  // The community: each a friend of the next two.
  people.forEach((p, i) => {
    for (const step of [1, 2]) {
      const other = people[(i + step) % people.length];
      if (other) friendRows.push(pair(p.id, other.id, p.id, ago((60 - i) * DAY), true));
    }
  });
  accounts.forEach((account, i) => {
    const at = (k: number) => people[(i * 3 + k) % people.length];
    // Four friends, two requests waiting for the account, two people followed.
    for (const k of [0, 1, 2, 3]) {
      const friend = at(k);
      if (friend) friendRows.push(pair(account, friend.id, friend.id, ago((30 - k) * DAY), true));
    }
    for (const k of [5, 6]) {
      const asking = at(k);
      if (asking) friendRows.push(pair(account, asking.id, asking.id, ago(k * HOUR), false));
    }
    for (const k of [8, 9]) {
      const followed = at(k);
      if (followed)
        followRows.push({ followerId: account, followeeId: followed.id, createdAt: ago(10 * DAY) });
    }
    // Two other organisers followed: their published events reach the timeline.
    for (const step of [1, 2]) {
      const other = accounts[(i + step) % accounts.length];
      if (other) followRows.push({ followerId: account, followeeId: other, createdAt: ago(20 * DAY) });
    }
  });
  const upcoming = events.filter(
    (e) => e.visibility === 'public' && e.publishedAt && !e.cancelledAt && e.startDatetime > now,
  );
  const seats: (typeof eventAttendances.$inferInsert)[] = [];
  people.forEach((p, i) => {
    for (let k = 0; k < SEATS_EACH && upcoming.length > 0; k++) {
      const event = upcoming[(i * 7 + k * 3) % upcoming.length];
      if (!event || seats.some((s) => s.eventId === event.id && s.userId === p.id)) continue;
      const published = event.publishedAt?.getTime() ?? now.getTime();
      const at = new Date(Math.max(published + HOUR, now.getTime() - (i * 13 + k * 29 + 1) * HOUR));
      seats.push({
        eventId: event.id,
        userId: p.id,
        status: 'going',
        ticketCode: ticketCode(`${event.id}:${p.id}`),
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  return {
    users: people.map((p) => ({
      id: p.id,
      name: `${p.firstName} ${p.lastName}`,
      email: `${p.key}@comunidade.eventos.demo`,
      emailVerified: true,
    })),
    profiles: people.map((p) => ({
      id: p.id,
      username: `${p.key}.${p.lastName
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}`,
      firstName: p.firstName,
      lastName: p.lastName,
      city: p.city,
      status: 'active',
      language: 'pt-BR',
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
    // Most show where they go to everyone, a few to their friends only.
    privacy: people.map((p, i) => ({
      profileId: p.id,
      email: `${p.key}@comunidade.eventos.demo`,
      attendanceVisibility: i % 3 === 2 ? 'friends' : 'everyone',
      friendsVisibility: 'everyone',
    })),
    friendships: friendRows,
    follows: followRows,
    seats,
  };
}

/** Inserts the social demo rows (owner connection, inside the demo seed's transaction). */
export async function insertDemoSocial(tx: Tx, social: DemoSocial): Promise<void> {
  await tx.insert(authUsers).values(social.users);
  await tx.insert(profiles).values(social.profiles);
  await tx.insert(profilePrivate).values(social.privacy);
  await tx.insert(friendships).values(social.friendships).onConflictDoNothing();
  await tx.insert(userFollows).values(social.follows).onConflictDoNothing();
  if (social.seats.length > 0) await tx.insert(eventAttendances).values(social.seats);
}
