import { API_MESSAGES_PT_BR } from '@eventos/domain';
import type { TFunction } from 'i18next';

/** A field's message in the reader's language, else the API's pt-BR text, never the bare code. */
export function fieldMessage(t: TFunction, code: string): string {
  const fallback = (API_MESSAGES_PT_BR as Record<string, string>)[code];
  return t(code, { ns: 'fields', ...(fallback ? { defaultValue: fallback } : {}) });
}
