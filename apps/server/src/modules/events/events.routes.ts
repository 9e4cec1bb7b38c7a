import { type EventDetail, eventInputSchema, eventListQuerySchema, isEventId } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import type { Config } from '../../config.ts';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { clientAddress, hashClientAddress } from '../../http/client-address.ts';
import { HttpProblem } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonBody, parseOrProblem } from '../../http/validate.ts';
import { eventPagePath } from '../seo/page-urls.ts';
import { removeEventUploads } from './event-cover-files.ts';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  getEventDetail,
  listEvents,
  recordEventView,
  updateEvent,
} from './events.service.ts';

export type EventsRoutesOptions = Partial<Pick<Config, 'trustProxy' | 'ipHashSecret'>> & {
  /** Where event covers live: a deleted event's folder goes with it. */
  uploadsDir?: string;
};

/** A path id that is not a uuid names no event that can be changed. */
export function eventId(raw: string): string {
  if (!isEventId(raw)) throw new HttpProblem(404, 'event.not_found');
  return raw.toLowerCase();
}

/** Visitors may keep public answers briefly; a signed-in caller's answers are theirs alone. */
export function cacheFor(c: Context<AppEnv>, seconds: number): void {
  c.header('Cache-Control', c.get('userId') ? 'private, no-store' : `public, max-age=${seconds}`);
}

/** Search engines hear about a public, published event when it is saved. */
function announce(c: Context<AppEnv>, event: EventDetail): void {
  if (event.visibility === 'public' && event.status !== 'draft')
    c.get('searchIndex').notifyChanged([eventPagePath(event.slug)]);
}

/** /api/v1/events — discovery list and search, one event, and the organiser's changes. */
export function eventsRoutes({ trustProxy = false, ipHashSecret, uploadsDir }: EventsRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseOrProblem(eventListQuerySchema, c.req.query());
      const page = await listEvents(c.get('database').db, c.get('userId'), query);
      cacheFor(c, 30);
      return c.json(page);
    })
    .post('/', signedIn, async (c) => {
      const input = parseOrProblem(eventInputSchema, await jsonBody(c));
      const created = await createEvent(c.get('database').db, callerOf(c), input);
      announce(c, created);
      noStore(c);
      return c.json(created, 201);
    })
    .get('/:idOrSlug', async (c) => {
      const caller = c.get('userId') ? callerOf(c) : null;
      const idOrSlug = c.req.param('idOrSlug');
      const language = caller?.language ?? 'pt-BR';
      const event = await getEventDetail(c.get('database').db, caller?.userId ?? null, idOrSlug, language);
      cacheFor(c, 30);
      c.header('Vary', 'x-eventos-language');
      return c.json(event);
    })
    .patch('/:id', signedIn, async (c) => {
      const id = eventId(c.req.param('id'));
      const input = parseOrProblem(eventInputSchema, await jsonBody(c));
      const updated = await updateEvent(c.get('database').db, callerOf(c), id, input);
      announce(c, updated);
      noStore(c);
      return c.json(updated);
    })
    .delete('/:id', signedIn, async (c) => {
      const deleted = await deleteEvent(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
      if (uploadsDir) await removeEventUploads(uploadsDir, deleted.id);
      return c.body(null, 204);
    })
    .post('/:id/cancel', signedIn, async (c) => {
      const cancelled = await cancelEvent(c.get('database').db, callerOf(c), eventId(c.req.param('id')));
      announce(c, cancelled);
      noStore(c);
      return c.json(cancelled);
    })
    .post('/:id/views', async (c) => {
      const userId = c.get('userId');
      const visitor = userId
        ? `user:${userId}`
        : `visitor:${clientAddress(c, trustProxy)}|${c.req.header('user-agent') ?? ''}`;
      await recordEventView(
        c.get('database').db,
        userId,
        eventId(c.req.param('id')),
        hashClientAddress(visitor, ipHashSecret),
      );
      return c.body(null, 204);
    });
}
