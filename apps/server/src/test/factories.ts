import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { authUsers, events, locations, profiles } from '../db/schema/index.ts';

type NewProfile = typeof profiles.$inferInsert;
type NewLocation = typeof locations.$inferInsert;
type NewEvent = typeof events.$inferInsert;

const DAY = 86_400_000;

/**
 * Inserts through the owner connection (no RLS): factories arrange, tests assert as the app role.
 * A profile needs its auth user (same id), created here without a password.
 */
export async function createProfile(db: Database, overrides: Partial<NewProfile> = {}) {
  const id = overrides.id ?? randomUUID();
  await db
    .insert(authUsers)
    .values({ id, name: 'Ana Souza', email: `${id}@example.test` })
    .onConflictDoNothing();
  const [row] = await db
    .insert(profiles)
    .values({
      id,
      username: `user_${id.slice(0, 8)}`,
      firstName: 'Ana',
      lastName: 'Souza',
      status: 'active',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('profile not inserted');
  return row;
}

export async function createLocation(db: Database, userId: string, overrides: Partial<NewLocation> = {}) {
  const [row] = await db
    .insert(locations)
    .values({
      userId,
      name: 'Teatro Municipal',
      postalCode: '01002-000',
      address: 'Praça Ramos de Azevedo',
      number: 's/n',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
      latitude: -23.5452,
      longitude: -46.6384,
      isPublic: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('location not inserted');
  return row;
}

export async function createEvent(db: Database, organizerId: string, overrides: Partial<NewEvent> = {}) {
  const id = overrides.id ?? randomUUID();
  const start = overrides.startDatetime ?? new Date(Date.now() + 7 * DAY);
  const [row] = await db
    .insert(events)
    .values({
      id,
      slug: `evento-${id}`,
      name: 'Roda de Samba',
      category: 'arts_culture',
      visibility: 'public',
      organizerId,
      startDatetime: start,
      endDatetime: new Date(start.getTime() + 3 * 3_600_000),
      publishedAt: new Date(Date.now() - DAY),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('event not inserted');
  return row;
}

export const days = (n: number) => new Date(Date.now() + n * DAY);
