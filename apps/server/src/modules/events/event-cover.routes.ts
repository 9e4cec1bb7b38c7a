import { EVENT_COVER_LIMITS } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { fileUpload, UPLOAD_FIELD } from '../../http/file-upload.ts';
import type { AppEnv } from '../../http/types.ts';
import { clearEventCover, setEventCover } from './event-cover.service.ts';
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
