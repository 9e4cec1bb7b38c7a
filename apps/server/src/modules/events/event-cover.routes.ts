import { EVENT_COVER_LIMITS } from '@eventos/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { apiNotFound } from '../../http/error-handler.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { fileUpload, UPLOAD_FIELD } from '../../http/file-upload.ts';
import type { AppEnv } from '../../http/types.ts';
import { clearEventCover, coverAudience, setEventCover } from './event-cover.service.ts';
import { EventCoverImageError } from './event-cover-image.ts';
import { eventId } from './events.routes.ts';

const upload = fileUpload({
  maxBytes: EVENT_COVER_LIMITS.maxBytes,
  required: 'validation.event.cover.required',
  tooLarge: 'validation.event.cover.too_large',
});

/** PUT /{id}/cover (multipart field `file`) and DELETE /{id}/cover, for the event's organiser. */
export function eventCoverRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .put('/:id/cover', signedIn, upload.limit, async (c) => {
      const id = eventId(c.req.param('id'));
      const bytes = await upload.read(c);
      try {
        const event = await setEventCover(c.get('database').db, uploadsDir, callerOf(c), id, bytes);
        noStore(c);
        return c.json(event);
      } catch (err) {
        if (err instanceof EventCoverImageError) throw fieldProblem(400, UPLOAD_FIELD, err.code);
        throw err;
      }
    })
    .delete('/:id/cover', signedIn, async (c) => {
      const event = await clearEventCover(
        c.get('database').db,
        uploadsDir,
        callerOf(c),
        eventId(c.req.param('id')),
      );
      noStore(c);
      return c.json(event);
    });
}

/** The only names cover files have (serving refuses anything else: percent signs, dot segments). */
const COVER_FILE = /^events\/[a-z0-9-]{1,200}(?:\/[a-z0-9-]{1,200})?\.webp$/;

/**
 * In front of the files under /uploads/events/: a cover is served only to whoever may see its
 * event (the same 404 as a missing file otherwise, so nothing tells a hidden event exists). A
 * public event's cover keeps the shared cache; a private or draft one is never stored by a cache.
 */
export const coverFileAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const file = c.req.path.replace(/^\/uploads\//, '');
  const audience = COVER_FILE.test(file)
    ? await coverAudience(c.get('database').db, c.get('userId'), file)
    : undefined;
  if (!audience) return apiNotFound(c);
  await next();
  if (audience === 'caller') c.res.headers.set('Cache-Control', 'private, no-store');
};
