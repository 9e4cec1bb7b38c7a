import type { Sponsorship } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, type Tx, withUser } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { toAvatarWebp } from '../me/avatar-image.ts';
import {
  linkedSponsorshipLogo,
  removeSponsorshipLogo,
  writeSponsorshipLogo,
} from './sponsorship-logo.files.ts';
import { asSponsorshipProblem, sponsorshipForbidden } from './sponsorship-problems.ts';
import { requireSponsorship, sponsorshipOf } from './sponsorship-reads.ts';
import type { SponsorshipRow } from './sponsorships.presenter.ts';
import { SPONSORSHIP_BY_ID } from './sponsorships.sql.ts';

/**
 * A sponsor's logo (issue 22): the avatar's rules and pipeline (square webp), for the sponsor only
 * and only before approval (409 sponsorship.logo.locked after). Nothing is decoded or written for a
 * sponsorship the caller may not change; a replaced logo's file is deleted.
 */

async function editable(tx: Tx, id: string, lock = false): Promise<SponsorshipRow> {
  const row = await requireSponsorship(tx, id, lock);
  if (!row.isSponsor) throw sponsorshipForbidden();
  if (row.state !== 'requested' && row.state !== 'accepted')
    throw new HttpProblem(409, 'sponsorship.logo.locked');
  return row;
}

async function swapLogo(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  id: string,
  path: string | null,
): Promise<Sponsorship> {
  const { previous, sponsorship } = await withUser(db, caller.userId, async (tx) => {
    await editable(tx, id);
    const row = await editable(tx, id, true);
    await tx.execute(
      sql`UPDATE sponsorships SET logo_path = ${path}, updated_at = now() WHERE id = ${id}::uuid`,
    );
    return { previous: row.logoPath, sponsorship: await sponsorshipOf(tx, id) };
  }).catch((err: unknown) => {
    throw asSponsorshipProblem(err);
  });
  if (previous !== path) await removeSponsorshipLogo(uploadsDir, id, previous);
  return sponsorship;
}

/** PUT /sponsorships/{id}/logo. */
export async function setSponsorshipLogo(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  id: string,
  upload: Uint8Array,
): Promise<Sponsorship> {
  await withUser(db, caller.userId, (tx) => editable(tx, id));
  const path = await writeSponsorshipLogo(uploadsDir, id, await toAvatarWebp(upload));
  try {
    return await swapLogo(db, uploadsDir, caller, id, path);
  } catch (err) {
    await removeSponsorshipLogo(uploadsDir, id, path);
    throw err;
  }
}

/** DELETE /sponsorships/{id}/logo. */
export function clearSponsorshipLogo(
  db: Database,
  uploadsDir: string,
  caller: Caller,
  id: string,
): Promise<Sponsorship> {
  return swapLogo(db, uploadsDir, caller, id, null);
}

/**
 * Who may be shown a file under uploads/sponsorships/: 'everyone' for an approved sponsorship's
 * logo, 'caller' for one the caller may see otherwise (sponsor, managers, administrators), undefined
 * when they may not see it or it no longer links to that file.
 */
export async function sponsorshipLogoAudience(
  db: Database,
  userId: string | null,
  file: string,
): Promise<'everyone' | 'caller' | undefined> {
  const linked = linkedSponsorshipLogo(file);
  if (!linked) return undefined;
  const [row] = await readAs(db, userId, (run) =>
    run<SponsorshipRow>(SPONSORSHIP_BY_ID, [linked.sponsorshipId]),
  );
  if (!row || row.logoPath !== linked.path) return undefined;
  return row.state === 'approved' ? 'everyone' : 'caller';
}
