import { isCategoryKey } from '@eventos/domain';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from '../../logger.ts';
import type { DatabaseHandle, Tx } from '../client.ts';
import { authUsers, events, locations, profiles } from '../schema/index.ts';
import { buildDemoContent, type DemoContent, venueId } from './build-demo-content.ts';
import { type CoverJob, type CoverReport, writeCovers } from './cover-images.ts';
import { renderCoverSvg } from './cover-svg.ts';
import { DEMO_ACCOUNTS, insertDemoAccountDetails, insertDemoUsers } from './demo-accounts.ts';
import { buildDemoSocial, type DemoSocial, insertDemoSocial } from './demo-social.ts';
import { buildDemoSponsorships, type DemoSponsorships, insertDemoSponsorships } from './demo-sponsorships.ts';
import { DEMO_VENUE_ACCESSIBILITY } from './demo-venue-accessibility.ts';

export interface SeedDemoOptions {
  uploadsDir: string;
  logger: Logger;
  now?: Date;
}

/** Serialises concurrent first starts of several server processes on one database. */
const SEED_LOCK_KEY = 7_415_990_101;

async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: profiles.id }).from(profiles).limit(1);
  return rows.length === 0;
}

function coverJobs(content: DemoContent): CoverJob[] {
  return content.events.flatMap((e) => {
    const category = e.category;
    if (!e.imagePath || !isCategoryKey(category)) return [];
    return [{ imagePath: e.imagePath, svg: () => renderCoverSvg(e.name, category) }];
  });
}

/** Auth users come first: every profile belongs to one. */
async function insertDemoAccountsFirst(tx: Tx, content: DemoContent): Promise<void> {
  await insertDemoUsers(tx, content.profiles);
  await tx.insert(profiles).values(content.profiles);
  await insertDemoAccountDetails(tx, content.profiles);
}

/** Gives the demo venues their accessibility options (ids are per database; keys are fixed). */
async function linkDemoAccessibility(tx: Tx): Promise<void> {
  for (const [key, options] of Object.entries(DEMO_VENUE_ACCESSIBILITY)) {
    await tx.execute(sql`UPDATE locations SET accessibility_options = ARRAY(
        SELECT id FROM selection_options WHERE type = 'accessibility' AND key IN ${options} ORDER BY key)
      WHERE id = ${venueId(key)}`);
  }
}

/** Inserts the demo rows in one transaction, unless another process got there first. */
async function insertContent(
  handle: DatabaseHandle,
  content: DemoContent,
  social: DemoSocial,
  sponsorships: DemoSponsorships,
): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: profiles.id }).from(profiles).limit(1);
    if (existing.length > 0) return false;
    await insertDemoAccountsFirst(tx, content);
    await tx.insert(locations).values(content.locations);
    await linkDemoAccessibility(tx);
    await tx.insert(events).values(content.events);
    await insertDemoSocial(tx, social);
    await insertDemoSponsorships(tx, sponsorships);
    return true;
  });
}

/**
 * On the first start of an empty database (no profiles), loads the pt-BR demo organisers, venues and
 * events, and renders their cover images into `uploadsDir`. Runs as the owner connection (no RLS).
 */
export async function seedDemoIfEmpty(handle: DatabaseHandle, opts: SeedDemoOptions): Promise<void> {
  if (!(await isEmpty(handle))) {
    opts.logger.debug('demo seed skipped: the database already has profiles');
    return;
  }
  const started = performance.now();
  const now = opts.now ?? new Date();
  const content = buildDemoContent(now);
  const social = buildDemoSocial(now, content.events);
  const sponsorships = buildDemoSponsorships(now, content.events);
  const covers: CoverReport = await writeCovers(opts.uploadsDir, coverJobs(content));
  const inserted = await insertContent(handle, content, social, sponsorships);
  const ms = Math.round(performance.now() - started);
  if (!inserted) {
    opts.logger.info({ ms }, 'demo seed skipped: another process seeded the database');
    return;
  }
  opts.logger.info(
    {
      profiles: content.profiles.length,
      venues: content.locations.length,
      events: content.events.length,
      community: social.profiles.length,
      friendships: social.friendships.length,
      seats: social.seats.length,
      sponsorships: sponsorships.sponsorships.length,
      covers,
      ms,
    },
    `demo content seeded: ${content.events.length} events, ${content.locations.length} venues, ${content.profiles.length} organisers`,
  );
}

/** Whether the demo accounts are in this database (so `npm start` can print them). */
export async function hasDemoAccounts(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, DEMO_ACCOUNTS[0]?.email ?? ''))
    .limit(1);
  return rows.length > 0;
}
