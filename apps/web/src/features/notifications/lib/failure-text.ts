import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';

/**
 * What a failed call tells the person: the server's message (translated by its code, else its
 * text), or the given fallback key of `notifications` when the failure carried none.
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.detail)
    return describeError(t, error, ['notifications', 'fields']);
  if (error instanceof ApiError) return describeError(t, error);
  return t(fallbackKey, { ns: 'notifications' });
}
