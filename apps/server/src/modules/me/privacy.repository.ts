import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profilePrivate } from '../../db/schema/index.ts';

/** The settings a privacy change may touch, as their columns of profile_private. */
export interface PrivacyColumns {
  attendanceVisibility?: string;
  friendsVisibility?: string;
  friendRequestsFrom?: string;
  findable?: boolean;
}

/** Changes the caller's own privacy settings (row policies limit the row to the caller). */
export async function updateOwnPrivacy(tx: Tx, userId: string, columns: PrivacyColumns): Promise<void> {
  await tx
    .update(profilePrivate)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(profilePrivate.profileId, userId));
}
