import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';

/**
 * What a failed call tells the person: the server's message (translated by its code, else its
 * text; a network failure says so), or the given fallback key of `notifications` when the failure
 * carried none.
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) return describeError(t, error, ['notifications', 'fields']);
  return t(fallbackKey, { ns: 'notifications' });
}

/** A failed action's destructive toast: what failed as the title, why (when known) beneath. */
export function failureToast(t: TFunction, error: unknown, titleKey: string) {
  const title = t(titleKey, { ns: 'notifications' });
  const description = failureText(t, error, titleKey);
  return { variant: 'destructive' as const, title, ...(description !== title ? { description } : {}) };
}
