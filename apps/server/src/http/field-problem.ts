import { type ApiMessageCode, apiMessage } from '@eventos/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpProblem } from './problem.ts';

/** A problem about one request field: the same code at the top and beside the field. */
export function fieldProblem(status: ContentfulStatusCode, path: string, code: ApiMessageCode): HttpProblem {
  return new HttpProblem(status, code, [{ path, code, message: apiMessage(code) }]);
}
