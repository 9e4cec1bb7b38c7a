import type { GroupDetail } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { toCoverWebps } from '../events/event-cover-image.ts';
import { toAvatarWebp } from '../me/avatar-image.ts';
import { groupForbidden, requireGroupManager } from './group-access.ts';
import {
  type GroupImageKind,
  linkedGroupImage,
  removeGroupImageFiles,
  writeGroupCoverFiles,
  writeLogoFile,
} from './group-images.files.ts';
import { readGroupDetail } from './groups.reads.ts';
import { GROUP_BY_ID } from './groups.sql.ts';

const COLUMN = { logo: 'logo_path', cover: 'cover_path' } as const;

/**
 * Makes an uploaded image the group's logo (square, like an avatar) or cover (16:9, like an event's):
 * converted (the image errors of those pipelines when it cannot be), stored under a new name, linked
 * to the group and the files it replaces deleted. Nothing is decoded or written for a group the
 * caller may not change (404 unseen, 403 group.forbidden).
 */
export async function setGroupImage(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  idOrSlug: string,
  kind: GroupImageKind,
  upload: Uint8Array,
): Promise<GroupDetail> {
  const { group } = await withUser(db, caller.userId, (tx) => requireGroupManager(tx, idOrSlug));
  const path =
    kind === 'logo'
      ? await writeLogoFile(uploadsDir, group.id, await toAvatarWebp(upload))
      : await writeGroupCoverFiles(uploadsDir, group.id, await toCoverWebps(upload));
  try {
    return await swapImage(db, uploadsDir, caller, group.id, kind, path);
  } catch (err) {
    await removeGroupImageFiles(uploadsDir, group.id, path);
    throw err;
  }
}

/** Unlinks the group's logo or cover and deletes its files. */
export async function clearGroupImage(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  idOrSlug: string,
  kind: GroupImageKind,
): Promise<GroupDetail> {
  const { group } = await withUser(db, caller.userId, (tx) => requireGroupManager(tx, idOrSlug));
  return swapImage(db, uploadsDir, caller, group.id, kind, null);
}

async function swapImage(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  groupId: string,
  kind: GroupImageKind,
  path: string | null,
): Promise<GroupDetail> {
  const column = sql.raw(COLUMN[kind]);
  const previous = await withUser(db, caller.userId, async (tx) => {
    await requireGroupManager(tx, groupId);
    // Locking the row needs the update policy too: only the owner and organisers get it.
    const [row] = await queryRows<{ path: string | null }>(
      tx,
      sql`SELECT ${column} AS path FROM groups WHERE id = ${groupId}::uuid FOR UPDATE`,
    );
    if (!row) throw groupForbidden();
    await tx.execute(
      sql`UPDATE groups SET ${column} = ${path}, updated_at = now() WHERE id = ${groupId}::uuid`,
    );
    return row.path;
  });
  if (previous !== path) await removeGroupImageFiles(uploadsDir, groupId, previous);
  return readGroupDetail(db, caller.userId, groupId);
}

/**
 * Who may be shown a file under uploads/groups/: 'everyone' for a public group's logo or cover,
 * 'caller' for a private group's (its members), undefined when the caller may not see the group or
 * the group does not link to that file.
 */
export async function groupImageAudience(
  db: Database,
  userId: string | null,
  file: string,
): Promise<'everyone' | 'caller' | undefined> {
  const linked = linkedGroupImage(file);
  if (!linked) return undefined;
  const [group] = await readAs(db, userId, (run) =>
    run<{ visibility: string; logoPath: string | null; coverPath: string | null }>(GROUP_BY_ID, [
      linked.groupId,
    ]),
  );
  if (!group || (group.logoPath !== linked.path && group.coverPath !== linked.path)) return undefined;
  return group.visibility === 'public' ? 'everyone' : 'caller';
}
