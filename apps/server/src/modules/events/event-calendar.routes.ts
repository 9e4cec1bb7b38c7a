import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { eventCalendarFile } from './event-calendar.service.ts';
import { cacheFor } from './events.routes.ts';

export interface EventCalendarOptions {
  /** Origin of the event URLs in the file; the request's own origin when not given. */
  publicUrl?: string;
}

/** A file name made only of the slug's safe characters. */
const fileName = (slug: string) => `${slug.replace(/[^a-zA-Z0-9_-]/g, '-') || 'evento'}.ics`;

/** GET /api/v1/events/{idOrSlug}/calendar.ics — the event as an iCalendar file to download. */
export function calendarRoutes({ publicUrl }: EventCalendarOptions = {}) {
  return new Hono<AppEnv>().get('/:idOrSlug/calendar.ics', async (c) => {
    const origin = publicUrl ?? new URL(c.req.url).origin;
    const file = await eventCalendarFile(
      c.get('database').db,
      c.get('userId'),
      c.req.param('idOrSlug'),
      origin,
    );
    // A signed-in caller's file may hold what only they may see (drafts, the access link).
    cacheFor(c, 60);
    return c.body(file.ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(file.slug)}"`,
      Vary: 'Cookie',
    });
  });
}
