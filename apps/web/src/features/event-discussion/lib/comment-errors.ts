import { commentBodySchema } from '@eventos/domain';
import type { TFunction } from 'i18next';
import { describeError } from '../../../lib/error-message.ts';
import { apiFieldErrors } from '../../../lib/forms/field-errors.ts';

/** The namespaces a discussion's problem codes are translated in. */
export const DISCUSSION_NAMESPACES = ['eventDiscussion'] as const;

/** The message code of a text that may not be sent (empty, too long), or null when it may. */
export function bodyProblem(text: string): string | null {
  const result = commentBodySchema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.comment.body.invalid');
}

/** The text to show beside the box for a failed write: the field's problem, else the call's. */
export function writeErrorText(t: TFunction, error: unknown): string {
  const field = apiFieldErrors(error, ['body'])?.body;
  return field ? t(field, { ns: DISCUSSION_NAMESPACES }) : describeError(t, error, DISCUSSION_NAMESPACES);
}
