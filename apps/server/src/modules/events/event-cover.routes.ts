import { EVENT_COVER_LIMITS, isEventId } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem, problemBody, problemResponse } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { clearEventCover, setEventCover } from './event-cover.service.ts';
import { EventCoverImageError } from './event-cover-image.ts';

/** Room for the multipart envelope (boundaries, part headers) around a file of the largest size. */
const MULTIPART_ENVELOPE = 64 * 1024;
const FIELD = 'file';

const tooLarge = () => fieldProblem(413, FIELD, 'validation.event.cover.too_large');

/** A path id that is not a uuid names no event. */
function eventId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!isEventId(id)) throw new HttpProblem(404, 'event.not_found');
  return id.toLowerCase();
}

/**
 * PUT /{id}/cover (multipart field `file`) and DELETE /{id}/cover, for the event's organiser. A body
 * whose Content-Length is too big is refused before it is read; one without a length is cut off as
 * soon as it grows too big.
 */
export function eventCoverRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .put(
      '/:id/cover',
      signedIn,
      bodyLimit({
        maxSize: EVENT_COVER_LIMITS.maxBytes + MULTIPART_ENVELOPE,
        onError: (c) => {
          const problem = tooLarge();
          return problemResponse(
            c,
            problemBody(413, problem.code, c.get('requestId'), problem.message, problem.errors),
          );
        },
      }),
      async (c) => {
        const id = eventId(c);
        const form = await c.req.parseBody().catch(() => {
          throw new HttpProblem(400, 'request.invalid');
        });
        const file = form[FIELD];
        if (!(file instanceof File) || file.size === 0) {
          throw fieldProblem(400, FIELD, 'validation.event.cover.required');
        }
        if (file.size > EVENT_COVER_LIMITS.maxBytes) throw tooLarge();
        const bytes = new Uint8Array(await file.arrayBuffer());
        try {
          const event = await setEventCover(c.get('database').db, uploadsDir, callerOf(c), id, bytes);
          noStore(c);
          return c.json(event);
        } catch (err) {
          if (err instanceof EventCoverImageError) throw fieldProblem(400, FIELD, err.code);
          throw err;
        }
      },
    )
    .delete('/:id/cover', signedIn, async (c) => {
      const event = await clearEventCover(c.get('database').db, uploadsDir, callerOf(c), eventId(c));
      noStore(c);
      return c.json(event);
    });
}
