import { escapeHtml } from '../../http/html-escape.ts';
import type { PageHead } from './event-page-head.ts';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/**
 * The web app's index.html with the page's own title and description in place of the defaults
 * and the other tags at the end of the head. Replacements are functions, so `$&` or `$'` in user
 * text stay literal.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : insertBeforeHeadEnd(html, title);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => description)
    : insertBeforeHeadEnd(out, description);
  return insertBeforeHeadEnd(out, head.extra);
}

function insertBeforeHeadEnd(html: string, fragment: string): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) {
    // A shell without a head: right after the doctype, where the parser puts an implied head.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
    return `${doctype}${fragment}${html.slice(doctype.length)}`;
  }
  return `${html.slice(0, end)}  ${fragment}\n  ${html.slice(end)}`;
}

/** The web app's index.html, unchanged but for a robots tag keeping the page out of search engines. */
export function withNoindex(html: string): string {
  return insertBeforeHeadEnd(html, '<meta name="robots" content="noindex" />');
}
