import { AVATAR_LIMITS, EVENT_COVER_LIMITS } from '@eventos/domain';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { callerOf, noStore, signedIn } from '../../http/caller.ts';
import { apiNotFound } from '../../http/error-handler.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { fileUpload, UPLOAD_FIELD } from '../../http/file-upload.ts';
import type { AppEnv } from '../../http/types.ts';
import { EventCoverImageError } from '../events/event-cover-image.ts';
import { AvatarImageError } from '../me/avatar-image.ts';
import type { GroupImageKind } from './group-images.files.ts';
import { clearGroupImage, groupImageAudience, setGroupImage } from './group-images.service.ts';

/** The logo takes the avatar's rules and messages, the cover an event cover's. */
const uploads: Record<GroupImageKind, ReturnType<typeof fileUpload>> = {
  logo: fileUpload({
    maxBytes: AVATAR_LIMITS.maxBytes,
    required: 'validation.avatar.required',
    tooLarge: 'validation.avatar.too_large',
  }),
  cover: fileUpload({
    maxBytes: EVENT_COVER_LIMITS.maxBytes,
    required: 'validation.event.cover.required',
    tooLarge: 'validation.event.cover.too_large',
  }),
};

function put(uploadsDir: string, kind: GroupImageKind) {
  return async (c: Context<AppEnv>) => {
    const bytes = await uploads[kind].read(c);
    try {
      const group = await setGroupImage(
        c.get('database').db,
        uploadsDir,
        callerOf(c),
        c.req.param('id') ?? '',
        kind,
        bytes,
      );
      noStore(c);
      return c.json(group);
    } catch (err) {
      if (err instanceof EventCoverImageError || err instanceof AvatarImageError)
        throw fieldProblem(400, UPLOAD_FIELD, err.code);
      throw err;
    }
  };
}

function remove(uploadsDir: string, kind: GroupImageKind) {
  return async (c: Context<AppEnv>) => {
    const group = await clearGroupImage(
      c.get('database').db,
      uploadsDir,
      callerOf(c),
      c.req.param('id') ?? '',
      kind,
    );
    noStore(c);
    return c.json(group);
  };
}

/** PUT /{id}/logo and /{id}/cover (multipart field `file`) and their DELETE, for the owner and organisers. */
export function groupImagesRoutes(uploadsDir: string) {
  return new Hono<AppEnv>()
    .put('/:id/logo', signedIn, uploads.logo.limit, put(uploadsDir, 'logo'))
    .delete('/:id/logo', signedIn, remove(uploadsDir, 'logo'))
    .put('/:id/cover', signedIn, uploads.cover.limit, put(uploadsDir, 'cover'))
    .delete('/:id/cover', signedIn, remove(uploadsDir, 'cover'));
}

/**
 * In front of the files under /uploads/groups/: a logo or cover is served only to whoever may see
 * its group, and only while the group links to it (the same 404 as a missing file otherwise). A
 * public group's keep the shared cache; a private group's are never stored by a cache.
 */
export const groupImageFileAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const file = c.req.path.replace(/^\/uploads\//, '');
  const audience = await groupImageAudience(c.get('database').db, c.get('userId'), file);
  if (!audience) return apiNotFound(c);
  await next();
  if (audience === 'caller') c.res.headers.set('Cache-Control', 'private, no-store');
};
