import { EVENT_DESCRIPTION_TAGS } from '@eventos/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text description as stored and served: only the formatting the editor produces survives
 * (paragraphs, headings, emphasis, lists, quotes, links). Links open in a new tab without the
 * opener and only to http(s) or mailto; every other tag, attribute, style and script is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EVENT_DESCRIPTION_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/** Sanitised HTML, or null when nothing readable is left. */
export function sanitizeDescription(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return text ? clean : null;
}
