import { GROUP_MANAGER_ROLES, type GroupRole } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { RunStatement } from '../../db/read-as.ts';
import { HttpProblem } from '../../http/problem.ts';
import { GROUP_BY_ID, GROUP_BY_SLUG, GROUP_COLUMNS, type GroupRow } from './groups.sql.ts';

/**
 * Who may reach a group, for every group route: the group as the caller may see it (row policies:
 * a public group, or one they belong to) by id or slug, else 404 group.not_found — also for a
 * private group they cannot see, so nothing tells it exists; then the role a change needs (403).
 * And the refusals of the definer functions of migration 0026, as problems.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shape every group slug has (groups_slug_check); anything else names no group. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 200;

export const groupNotFound = () => new HttpProblem(404, 'group.not_found');
export const groupForbidden = () => new HttpProblem(403, 'group.forbidden');
export const groupOwnerOnly = () => new HttpProblem(403, 'group.owner_only');

export type GroupRef = { id: string } | { slug: string };

/** How a path names a group: a uuid (any case) is its id, a slug-shaped text its slug; else 404. */
export function groupRef(idOrSlug: string): GroupRef {
  if (UUID.test(idOrSlug)) return { id: idOrSlug.toLowerCase() };
  if (idOrSlug.length <= SLUG_MAX && SLUG.test(idOrSlug)) return { slug: idOrSlug };
  throw groupNotFound();
}

/** A path segment that must be a person's id (members routes): anything else names nobody, 404. */
export function memberId(raw: string): string {
  if (!UUID.test(raw)) throw new HttpProblem(404, 'group.member.not_found');
  return raw.toLowerCase();
}

/** The group as the caller may see it on a hot read (readAs), or undefined. */
export async function readGroup(run: RunStatement, idOrSlug: string): Promise<GroupRow | undefined> {
  const ref = groupRef(idOrSlug);
  const [row] = await run<GroupRow>('id' in ref ? GROUP_BY_ID : GROUP_BY_SLUG, [
    'id' in ref ? ref.id : ref.slug,
  ]);
  return row;
}

/** The group as the caller may see it inside a transaction of withUser; else 404 group.not_found. */
export async function findGroup(tx: Tx, idOrSlug: string): Promise<GroupRow> {
  const ref = groupRef(idOrSlug);
  const where = 'id' in ref ? sql`g.id = ${ref.id}::uuid` : sql`g.slug = ${ref.slug}`;
  const [row] = await queryRows<GroupRow>(
    tx,
    sql`SELECT ${sql.raw(GROUP_COLUMNS)} FROM groups g WHERE ${where} LIMIT 1`,
  );
  if (!row) throw groupNotFound();
  return row;
}

/** The caller's role in a group, or null (visitors, people outside it). */
export async function roleIn(tx: Tx, groupId: string): Promise<GroupRole | null> {
  const [row] = await queryRows<{ role: GroupRole | null }>(
    tx,
    sql`SELECT app.group_role(${groupId}::uuid) AS role`,
  );
  return row?.role ?? null;
}

export interface GroupAccess {
  group: GroupRow;
  role: GroupRole;
}

/** The group for a change its owner and organisers make: 404 when unseen, 403 group.forbidden otherwise. */
export async function requireGroupManager(tx: Tx, idOrSlug: string): Promise<GroupAccess> {
  const group = await findGroup(tx, idOrSlug);
  const role = await roleIn(tx, group.id);
  if (role === null || !GROUP_MANAGER_ROLES.includes(role)) throw groupForbidden();
  return { group, role };
}

/** The group for a change only its owner makes: 404 when unseen, 403 group.owner_only otherwise. */
export async function requireGroupOwner(tx: Tx, idOrSlug: string): Promise<GroupAccess> {
  const group = await findGroup(tx, idOrSlug);
  const role = await roleIn(tx, group.id);
  if (role !== 'owner') throw groupOwnerOnly();
  return { group, role };
}

/** Refusals that are not a conflict with the group's state (ADR 0011); any other group.* is 409. */
const REFUSAL_STATUS: Record<string, 403 | 404> = {
  'group.not_found': 404,
  'group.member.not_found': 404,
  'group.invitation.not_found': 404,
  'group.forbidden': 403,
  'group.owner_only': 403,
  'group.private': 403,
};

/**
 * What the group functions and policies raise, as problems: a refusal carries its catalogue code as
 * the message (P0001), a group the caller cannot see is P0002 (404), someone not allowed 42501
 * (the function's own code, or group.forbidden when a row policy refused the write).
 */
export function asGroupProblem(err: unknown): unknown {
  let current = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    const code = /^group\.[a-z_.]+$/.test(message) ? message : undefined;
    if (current.code === 'P0001' && code) return new HttpProblem(REFUSAL_STATUS[code] ?? 409, code);
    if (current.code === 'P0002') return groupNotFound();
    if (current.code === '42501') return code === 'group.owner_only' ? groupOwnerOnly() : groupForbidden();
    current = current.cause as typeof current;
  }
  return err;
}

/** Runs `fn`, turning the group functions' refusals into problems. */
export async function attemptGroup<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asGroupProblem(err);
  }
}
