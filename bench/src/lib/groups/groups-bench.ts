import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../../../apps/server/src/db/client.ts';
import { type LoadTestResult, loadTest } from '../load-test.ts';
import { sessionCookie } from '../notifications/seed-people.ts';
import { startServer } from '../server-process.ts';
import { explainGroupReads, type PlanSummary } from './groups-plans.ts';
import { type GroupsSeed, seedGroups } from './groups-seed.ts';

export interface GroupsSettings extends GroupsSeed {
  /** Seconds each load test runs (BENCH_DURATION). */
  durationSeconds: number;
  connections: number;
}

export interface GroupsReport {
  seed: GroupsSeed;
  reads: { scenario: string; reader: 'visitor' | 'member'; result: LoadTestResult }[];
  plans: PlanSummary[];
  serverExitCode: number | null;
}

/** A keyset cursor into the members list, among the members (as the server writes one). */
const membersCursor = (at: string, id: string) =>
  Buffer.from(JSON.stringify([2, at, id]), 'utf8').toString('base64url');

/**
 * The group list and a group page with `members` members and `events` events, read on one server
 * process: the list (first page, a search, a city), the big group's page, members (first page, a
 * search, a deep page), followers and events (ahead, past), and a group of one for comparison; the
 * page and the members once more as a member (signed in, a transaction per request). Then the plans
 * of those statements at that size (lib/groups/groups-plans.ts).
 */
export async function benchGroups(
  handle: DatabaseHandle,
  databaseUrl: string,
  serverEnv: Record<string, string>,
  settings: GroupsSettings,
): Promise<GroupsReport> {
  const seed: GroupsSeed = {
    groups: settings.groups,
    members: settings.members,
    events: settings.events,
    followers: settings.followers,
    otherEvents: settings.otherEvents,
  };
  const seeded = await seedGroups(handle, seed);
  const plans = await explainGroupReads(databaseUrl, seeded);
  const secret = randomBytes(32).toString('base64url');
  const member = await sessionCookie(handle, seeded.memberId, secret);
  const server = await startServer({ ...serverEnv, AUTH_SECRET: secret, WEB_CONCURRENCY: '1' });
  const big = `/api/v1/groups/${seeded.big.id}`;
  const middle = membersCursor(seeded.middleMemberAt, seeded.middleMemberId);
  const scenarios: [string, 'visitor' | 'member', string][] = [
    ['group list', 'visitor', '/api/v1/groups'],
    ['group list, search', 'visitor', '/api/v1/groups?q=corrida'],
    ['group list, city', 'visitor', '/api/v1/groups?city=recife'],
    ['small group page', 'visitor', `/api/v1/groups/${seeded.small.slug}`],
    ['big group page', 'visitor', `/api/v1/groups/${seeded.big.slug}`],
    ['members', 'visitor', `${big}/members`],
    ['members, search', 'visitor', `${big}/members?q=pessoa%205000`],
    ['members, role', 'visitor', `${big}/members?role=member`],
    ['members, deep page', 'visitor', `${big}/members?cursor=${middle}`],
    ['followers', 'visitor', `${big}/followers`],
    ['events ahead', 'visitor', `${big}/events`],
    ['events past', 'visitor', `${big}/events?when=past`],
    ['big group page', 'member', `/api/v1/groups/${seeded.big.slug}`],
    ['members', 'member', `${big}/members`],
  ];
  const reads: GroupsReport['reads'] = [];
  try {
    for (const [scenario, reader, path] of scenarios) {
      const result = await loadTest({
        baseUrl: server.baseUrl,
        paths: [path],
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
        ...(reader === 'member' ? { headers: { cookie: member } } : {}),
      });
      reads.push({ scenario, reader, result });
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { seed, reads, plans, serverExitCode: await server.stop() };
}
