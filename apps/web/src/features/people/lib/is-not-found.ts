import { ApiError } from '../../../lib/api-error.ts';

/** The API said 404: no such person, or a block stands either way. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
