import { AVATAR_LIMITS } from '@eventos/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem, problemBody, problemResponse } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { clearAvatar, setAvatar } from './avatar.service.ts';
import { AvatarImageError } from './avatar-image.ts';

/** Room for the multipart envelope (boundaries, part headers) around a file of the largest size. */
const MULTIPART_ENVELOPE = 64 * 1024;
const FIELD = 'file';

const tooLarge = () => fieldProblem(413, FIELD, 'validation.avatar.too_large');

/**
 * POST /avatar (multipart field `file`) and DELETE /avatar. A body whose Content-Length is too big
 * is refused before it is read; one without a length is cut off as soon as it grows too big.
 */
export function avatarRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .post(
      '/',
      signedIn,
      bodyLimit({
        maxSize: AVATAR_LIMITS.maxBytes + MULTIPART_ENVELOPE,
        onError: (c) => {
          const problem = tooLarge();
          return problemResponse(
            c,
            problemBody(413, problem.code, c.get('requestId'), problem.message, problem.errors),
          );
        },
      }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => {
          throw new HttpProblem(400, 'request.invalid');
        });
        const file = form[FIELD];
        if (!(file instanceof File) || file.size === 0) {
          throw fieldProblem(400, FIELD, 'validation.avatar.required');
        }
        if (file.size > AVATAR_LIMITS.maxBytes) throw tooLarge();
        const bytes = new Uint8Array(await file.arrayBuffer());
        try {
          const me = await setAvatar(c.get('database').db, uploadsDir, callerOf(c), bytes);
          noStore(c);
          return c.json(me);
        } catch (err) {
          if (err instanceof AvatarImageError) throw fieldProblem(400, FIELD, err.code);
          throw err;
        }
      },
    )
    .delete('/', signedIn, async (c) => {
      const me = await clearAvatar(c.get('database').db, uploadsDir, callerOf(c));
      noStore(c);
      return c.json(me);
    });
}
