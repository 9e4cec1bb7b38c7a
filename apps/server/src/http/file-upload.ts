import type { ApiMessageCode } from '@eventos/domain';
import type { Context } from 'hono';
import { closeAfterAnswer, MULTIPART_ENVELOPE_BYTES, routeBodyLimit } from './body-limit.ts';
import { fieldProblem } from './field-problem.ts';
import { HttpProblem, problemBody, problemResponse } from './problem.ts';
import type { AppEnv } from './types.ts';

/** The multipart field an uploaded file comes in. */
export const UPLOAD_FIELD = 'file';

export interface FileUploadRules {
  maxBytes: number;
  /** Why a form without a file (or with an empty one) is refused, 400. */
  required: ApiMessageCode;
  /** Why a file or a body too big for it is refused, 413. */
  tooLarge: ApiMessageCode;
}

/**
 * One file sent as multipart field `file`. `limit` goes before the handler: a body whose
 * Content-Length is too big is refused before it is read; one without a length is cut off as soon
 * as it grows too big. `read` answers the file's bytes.
 */
export function fileUpload({ maxBytes, required, tooLarge }: FileUploadRules) {
  const tooLargeProblem = () => fieldProblem(413, UPLOAD_FIELD, tooLarge);
  return {
    limit: routeBodyLimit({
      maxSize: maxBytes + MULTIPART_ENVELOPE_BYTES,
      onError: (c) => {
        closeAfterAnswer(c);
        const problem = tooLargeProblem();
        return problemResponse(
          c,
          problemBody(413, problem.code, c.get('requestId'), problem.message, problem.errors),
        );
      },
    }),
    async read(c: Context<AppEnv>): Promise<Uint8Array> {
      const form = await c.req.parseBody().catch(() => {
        throw new HttpProblem(400, 'request.invalid');
      });
      const file = form[UPLOAD_FIELD];
      if (!(file instanceof File) || file.size === 0) throw fieldProblem(400, UPLOAD_FIELD, required);
      if (file.size > maxBytes) throw tooLargeProblem();
      return new Uint8Array(await file.arrayBuffer());
    },
  };
}
