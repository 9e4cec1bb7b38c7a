import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** An active profile by username, whatever its letter case (uses the lower(username) index). */
export async function findActiveByUsername(tx: Tx, username: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      username: profiles.username,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      bio: profiles.bio,
      avatarPath: profiles.avatarPath,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, eq(profiles.status, 'active')));
  return row;
}

export type PublicProfileRow = NonNullable<Awaited<ReturnType<typeof findActiveByUsername>>>;
