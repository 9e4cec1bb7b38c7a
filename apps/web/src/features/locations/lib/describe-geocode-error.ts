import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { describeError } from '../../../lib/error-message.ts';

/** The text of a failed CEP or address search: a field problem's own message, else the problem's. */
export function describeGeocodeError(t: TFunction, error: unknown): string {
  const fieldCode = error instanceof ApiError ? error.errors[0]?.code : undefined;
  return fieldCode ? t(fieldCode, { ns: 'fields' }) : describeError(t, error, ['fields']);
}
