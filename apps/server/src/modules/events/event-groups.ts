import { GROUP_MANAGER_ROLES, type GroupRole } from '@eventos/domain';
import type { Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { HttpProblem } from '../../http/problem.ts';
import { notify } from '../notifications/notify.ts';
import {
  canManageEvent,
  groupAccess,
  groupEventAudience,
  groupOrganizer,
} from './event-groups.repository.ts';
import type { EventDetailSource } from './events.presenter.ts';
import type { EventRow } from './events.repository.ts';

/**
 * Events of groups (issue 17): who may put an event in a group, what the event page shows of its
 * group, and whom a newly published group event is told about. Migration 0029 holds the same rules
 * in the database (policies, the events_group_rules trigger, app.group_event_audience).
 */

/** A group the caller may organise events for: 404 when they cannot see it, 403 when they do not run it. */
async function requireManagedGroup(tx: Tx, groupId: string): Promise<void> {
  const { visible, role } = await groupAccess(tx, groupId);
  if (!visible) throw new HttpProblem(404, 'group.not_found');
  if (role === null || !GROUP_MANAGER_ROLES.includes(role as GroupRole))
    throw new HttpProblem(403, 'group.forbidden');
}

/**
 * The group a new event belongs to: none, or one the caller owns or organises.
 */
export async function groupForNewEvent(tx: Tx, groupId: string | null | undefined): Promise<string | null> {
  if (!groupId) return null;
  await requireManagedGroup(tx, groupId);
  return groupId;
}

/**
 * The group an edited event belongs to. Left out, it stays where it is; moved to a group, the caller
 * must run that group; made the organiser's own again, only its organiser may (the group's other
 * organisers would hand someone an event behind their back, and lose it themselves).
 */
export async function groupForEditedEvent(
  tx: Tx,
  caller: Caller,
  current: Pick<EventRow, 'groupId' | 'organizerId'>,
  groupId: string | null | undefined,
): Promise<string | null> {
  if (groupId === undefined || groupId === current.groupId) return current.groupId;
  if (groupId === null) {
    if (current.organizerId !== caller.userId) throw new HttpProblem(403, 'event.forbidden');
    return null;
  }
  await requireManagedGroup(tx, groupId);
  return groupId;
}

/** Whether the caller manages an event they can see: 403 event.forbidden otherwise. */
export async function requireEventManager(tx: Tx, caller: Caller, row: EventRow): Promise<void> {
  if (row.organizerId === caller.userId) return;
  if (!(await canManageEvent(tx, row.organizerId, row.groupId)))
    throw new HttpProblem(403, 'event.forbidden');
}

/** The row of a write's answer with its group as organiser and the caller's right to manage it. */
export async function withOrganizer(tx: Tx, row: EventRow): Promise<EventDetailSource> {
  const group = row.groupId ? await groupOrganizer(tx, row.groupId) : undefined;
  return {
    ...row,
    groupName: group?.name ?? null,
    groupLogoPath: group?.logoPath ?? null,
    groupSlug: group?.slug ?? null,
    canManage: await canManageEvent(tx, row.organizerId, row.groupId),
  };
}

/**
 * Tells the members and followers of the event's group (members only for a private group; never
 * the person who published it) that the group published it: new_event_from_followed_group, in the
 * transaction of the publication.
 */
export async function notifyGroupEventPublished(
  tx: Tx,
  event: Pick<EventRow, 'id' | 'name' | 'slug' | 'groupId'>,
  actorId: string,
): Promise<void> {
  if (!event.groupId) return;
  const group = await groupOrganizer(tx, event.groupId);
  if (!group) return;
  await notify(tx, {
    recipients: await groupEventAudience(tx, event.groupId),
    type: 'new_event_from_followed_group',
    text: { key: 'new_event_from_followed_group', params: { group: group.name } },
    metadata: {
      event_id: event.id,
      event_name: event.name,
      event_slug: event.slug,
      group_id: event.groupId,
      from: actorId,
    },
  });
}
