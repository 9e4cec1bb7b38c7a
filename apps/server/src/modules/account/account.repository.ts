import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { authSessions, authUsers, events, profiles } from '../../db/schema/index.ts';

export interface SessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The caller's unexpired sessions, newest first (RLS: own rows only, never the token). */
export function listOwnSessions(tx: Tx): Promise<SessionRow[]> {
  return tx
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .where(sql`${authSessions.expiresAt} > now()`)
    .orderBy(desc(authSessions.createdAt));
}

/** Deletes one of the caller's sessions; false when there is none with that id (or not theirs). */
export async function deleteOwnSession(tx: Tx, sessionId: string): Promise<boolean> {
  const rows = await tx
    .delete(authSessions)
    .where(eq(authSessions.id, sessionId))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Deletes every session of the caller except `keepId`. */
export async function deleteOtherSessions(tx: Tx, userId: string, keepId: string | null): Promise<number> {
  const rows = await tx
    .delete(authSessions)
    .where(
      keepId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepId))
        : eq(authSessions.userId, userId),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Upload paths that belong to the user (avatar, covers of their events), to delete with them. */
export async function ownedUploadPaths(db: Database, userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ avatar: profiles.avatarPath })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const covers = await db
    .select({ path: events.imagePath })
    .from(events)
    .where(eq(events.organizerId, userId));
  return [profile?.avatar, ...covers.map((c) => c.path)].filter((p): p is string => Boolean(p));
}

/** Ids of the user's events, whose upload folders go with the account. */
export async function ownedEventIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.organizerId, userId));
  return rows.map((r) => r.id);
}

/**
 * Deletes the auth user; the database cascades to the profile, private data, consents, sessions,
 * linked accounts, the user's events and venues, and unlinks their contact messages.
 */
export async function deleteUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(authUsers).where(eq(authUsers.id, userId)).returning({ id: authUsers.id });
  return rows.length > 0;
}
