import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';

/**
 * The text to show for a failed call: the translation of the problem `code` (looked up in the
 * given namespaces, then `common`), falling back to the server's pt-BR `detail`.
 */
export function describeError(t: TFunction, error: unknown, namespaces: readonly string[] = []): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common:errors.network');
    return t(error.code, { ...error.params, ns: [...namespaces, 'common'], defaultValue: error.detail });
  }
  return t('common:errors.unexpected');
}
