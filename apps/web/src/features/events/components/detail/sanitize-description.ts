import DOMPurify from 'dompurify';

/** What a rich-text description may hold: text formatting, lists, quotes, headings and links. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'hr',
  'code',
  'pre',
];
const ALLOWED_ATTR = ['href', 'title'];

let hooked = false;

/** Links in a description leave the site in a new tab without handing it this page. */
function hardenLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/**
 * The description a second time through a sanitiser, in the browser: the server already cleaned it,
 * but nothing reaches innerHTML on its word alone (no scripts, handlers, styles, frames or
 * javascript: links).
 */
export function sanitizeDescription(html: string): string {
  hardenLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
