import type { AdminDashboard } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import {
  DASHBOARD_CHECKINS,
  DASHBOARD_EVENTS,
  DASHBOARD_NEW_PEOPLE,
  DASHBOARD_PEOPLE,
  DASHBOARD_RSVPS,
} from './admin-dashboard.sql.ts';

type Weekly = { week: string; count: number }[];

/**
 * GET /admin/dashboard: the figures of the admin area's first page. The caller passed the admin
 * guard; the counts span every row, so they are read on the owner connection.
 */
export async function adminDashboard(db: Database): Promise<AdminDashboard> {
  const read = <R>(text: string) => queryRows<R>(db, sql.raw(text));
  const [[people], [events], newPerWeek, rsvpsPerWeek, checkinsPerWeek] = await Promise.all([
    read<{ total: number; active: number }>(DASHBOARD_PEOPLE),
    read<{
      published: number;
      upcoming: number;
      cancelled: number;
      open_reports: number;
      pending_sponsorships: number;
    }>(DASHBOARD_EVENTS),
    read<Weekly[number]>(DASHBOARD_NEW_PEOPLE),
    read<Weekly[number]>(DASHBOARD_RSVPS),
    read<Weekly[number]>(DASHBOARD_CHECKINS),
  ]);
  return {
    people: { total: people?.total ?? 0, active: people?.active ?? 0, newPerWeek },
    events: {
      published: events?.published ?? 0,
      upcoming: events?.upcoming ?? 0,
      cancelled: events?.cancelled ?? 0,
    },
    rsvpsPerWeek,
    checkinsPerWeek,
    openReports: events?.open_reports ?? 0,
    pendingSponsorships: events?.pending_sponsorships ?? 0,
    generatedAt: new Date().toISOString(),
  };
}
