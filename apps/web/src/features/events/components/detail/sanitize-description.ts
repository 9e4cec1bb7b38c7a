import { EVENT_DESCRIPTION_TAGS } from '@eventos/domain';
import DOMPurify from 'dompurify';

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
    ALLOWED_TAGS: [...EVENT_DESCRIPTION_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
