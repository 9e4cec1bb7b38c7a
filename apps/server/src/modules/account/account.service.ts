import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { ActiveSession } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { HttpProblem } from '../../http/problem.ts';
import { removeEventUploads } from '../events/event-cover-files.ts';
import {
  deleteOtherSessions,
  deleteOwnSession,
  deleteUser,
  listOwnSessions,
  ownedEventIds,
  ownedUploadPaths,
} from './account.repository.ts';

export async function listSessions(
  db: Database,
  userId: string,
  currentId: string | null,
): Promise<ActiveSession[]> {
  const rows = await withUser(db, userId, (tx) => listOwnSessions(tx));
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    userAgent: r.userAgent,
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const deleted = await withUser(db, userId, (tx) => deleteOwnSession(tx, sessionId));
  if (!deleted) throw new HttpProblem(404, 'session.not_found');
}

export async function revokeOtherSessions(
  db: Database,
  userId: string,
  currentId: string | null,
): Promise<void> {
  await withUser(db, userId, (tx) => deleteOtherSessions(tx, userId, currentId));
}

/**
 * LGPD deletion (not anonymisation): the account and everything that is the user's go, including
 * their uploaded files. Runs as the owner because auth users are outside the app role's reach; the
 * only id it uses is the caller's own, from their session.
 */
export async function deleteAccount(db: Database, userId: string, uploadsDir: string): Promise<void> {
  const files = await ownedUploadPaths(db, userId);
  const eventIds = await ownedEventIds(db, userId);
  if (!(await deleteUser(db, userId))) throw new HttpProblem(404, 'auth.unauthenticated');
  await Promise.all(eventIds.map((id) => removeEventUploads(uploadsDir, id)));
  const root = resolve(uploadsDir);
  await Promise.all(
    files
      .map((path) => resolve(root, path))
      .filter((full) => full.startsWith(root + sep))
      .map((full) => rm(full, { force: true })),
  );
}
