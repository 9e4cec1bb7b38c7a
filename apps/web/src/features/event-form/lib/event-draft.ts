import { eventDraftOf } from '@eventos/domain';
import type { EventFormValues } from './event-form-values.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as the description editor's HTML: a paragraph per blank-line block, <br> per line. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) => `<p>${block.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/**
 * The start of a new event from /events/create?draftName=&draftDescription= (a share's "Criar evento
 * com isto"): only what the address carries, the text escaped, never read as markup.
 */
export function draftValuesOf(
  params: URLSearchParams,
): Partial<Pick<EventFormValues, 'name' | 'description'>> {
  const { name, description } = eventDraftOf(params);
  return {
    ...(name ? { name } : {}),
    ...(description ? { description: textToParagraphs(description) } : {}),
  };
}
