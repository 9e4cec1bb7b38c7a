import { AVATAR_LIMITS } from '@eventos/domain';
import { Hono } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { fileUpload, UPLOAD_FIELD } from '../../http/file-upload.ts';
import type { AppEnv } from '../../http/types.ts';
import { clearAvatar, setAvatar } from './avatar.service.ts';
import { AvatarImageError } from './avatar-image.ts';

const upload = fileUpload({
  maxBytes: AVATAR_LIMITS.maxBytes,
  required: 'validation.avatar.required',
  tooLarge: 'validation.avatar.too_large',
});

/** POST /avatar (multipart field `file`) and DELETE /avatar. */
export function avatarRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .post('/', signedIn, upload.limit, async (c) => {
      const bytes = await upload.read(c);
      try {
        const me = await setAvatar(c.get('database').db, uploadsDir, callerOf(c), bytes);
        noStore(c);
        return c.json(me);
      } catch (err) {
        if (err instanceof AvatarImageError) throw fieldProblem(400, UPLOAD_FIELD, err.code);
        throw err;
      }
    })
    .delete('/', signedIn, async (c) => {
      const me = await clearAvatar(c.get('database').db, uploadsDir, callerOf(c));
      noStore(c);
      return c.json(me);
    });
}
