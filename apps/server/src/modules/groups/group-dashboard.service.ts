import type { GroupDashboard } from '@eventos/domain';
import type { Database } from '../../db/client.ts';
import { readAs } from '../../db/read-as.ts';
import type { Caller } from '../../http/caller.ts';
import { countsOf } from '../attendance/attendance.service.ts';
import type { EventCardRow } from '../events/event-cards.sql.ts';
import { toEventListItem } from '../events/events.presenter.ts';
import { groupForbidden, groupNotFound, readGroup } from './group-access.ts';
import {
  DASHBOARD_DAYS,
  DASHBOARD_EVENTS,
  DASHBOARD_EVENTS_MAX,
  DASHBOARD_PENDING_INVITATIONS,
  DASHBOARD_SERIES,
  type DashboardDayRow,
} from './group-dashboard.sql.ts';
import { toGroupCounts } from './groups.presenter.ts';
import { readGroupCounts } from './groups.reads.ts';
import { GROUP_VIEWER, type GroupViewerRow } from './groups.sql.ts';

/**
 * GET /groups/{id}/dashboard: for the owner and organisers (404 group.not_found to whoever cannot
 * see the group, 403 group.forbidden to whoever can but does not run it), in one read as the
 * caller: the counts, members and followers at the end of each of the last 90 São Paulo days,
 * the upcoming events with their going, waitlisted and capacity, and the invitations waiting.
 */
export async function groupDashboard(
  db: Database,
  caller: Caller,
  idOrSlug: string,
  now = new Date(),
): Promise<GroupDashboard> {
  return readAs(db, caller.userId, async (run) => {
    const group = await readGroup(run, idOrSlug);
    if (!group) throw groupNotFound();
    const [viewer] = await run<GroupViewerRow>(GROUP_VIEWER, [group.id]);
    if (viewer?.role !== 'owner' && viewer?.role !== 'organizer') throw groupForbidden();
    // One after the other: the statements share the caller's connection.
    const counts = await readGroupCounts(run, [group.id]);
    const days = await run<DashboardDayRow>(DASHBOARD_SERIES, [group.id, now, DASHBOARD_DAYS]);
    const events = await run<EventCardRow>(DASHBOARD_EVENTS, [group.id, now, DASHBOARD_EVENTS_MAX]);
    const attendance = await countsOf(
      run,
      events.map((e) => e.id),
    );
    const [pending] = await run<{ pending: number }>(DASHBOARD_PENDING_INVITATIONS, [group.id, now]);
    return {
      counts: toGroupCounts(counts.get(group.id)),
      membersOverTime: days.map((d) => ({ day: d.day, value: d.members })),
      followersOverTime: days.map((d) => ({ day: d.day, value: d.followers })),
      upcomingEvents: events.map((row) => {
        const seats = attendance.get(row.id);
        return {
          event: toEventListItem(row),
          going: seats?.going ?? 0,
          waitlisted: seats?.waitlisted ?? 0,
          capacity: seats?.capacity ?? null,
        };
      }),
      pendingInvitations: pending?.pending ?? 0,
    };
  });
}
