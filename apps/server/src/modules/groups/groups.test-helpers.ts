import type { GroupDetail, GroupInput } from '@eventos/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { events, groupFollowers, groupMembers } from '../../db/schema/index.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { api } from '../notifications/testing/notifications-api.ts';

/** What the create form sends, with anything a test changes. */
export const groupInput = (overrides: Partial<GroupInput> = {}): Record<string, unknown> => ({
  name: 'Corredores do Ibirapuera',
  description: '<p>Treinos abertos às <strong>terças</strong>.</p>',
  category: 'sports_fitness',
  city: 'São Paulo',
  visibility: 'public',
  ...overrides,
});

/** Creates a group through POST /groups as `owner`; fails the test on anything but 201. */
export async function createGroupAs(
  app: App,
  owner: SignedInUser,
  overrides: Partial<GroupInput> = {},
): Promise<GroupDetail> {
  const { res, body } = await api(app)<GroupDetail>(
    '/api/v1/groups',
    { method: 'POST', json: groupInput(overrides) },
    owner,
  );
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Seats people in a group directly (owner connection), as an accepted invitation would. */
export async function seat(
  db: Database,
  groupId: string,
  people: { userId: string; role?: 'organizer' | 'member'; at?: Date }[],
): Promise<void> {
  for (const { userId, role = 'member', at } of people)
    await db.insert(groupMembers).values({ groupId, userId, role, ...(at ? { createdAt: at } : {}) });
}

/** Makes people follow a group directly (owner connection). */
export async function follow(db: Database, groupId: string, userIds: string[], at?: Date): Promise<void> {
  for (const userId of userIds)
    await db.insert(groupFollowers).values({ groupId, userId, ...(at ? { createdAt: at } : {}) });
}

/** Makes an event the group's (owner connection), as the event form's organiser choice will. */
export async function giveToGroup(db: Database, eventId: string, groupId: string): Promise<void> {
  await db.update(events).set({ groupId, organizerType: 'group' }).where(eq(events.id, eventId));
}
