import { useMemo } from 'react';
import { sanitizeDescription } from './sanitize-description.ts';

/** Reading styles for the rich text (headings, lists, quotes, links), logical so Arabic reads right. */
const PROSE =
  'max-w-prose break-words text-on-surface leading-relaxed ' +
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl ' +
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-lg [&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold ' +
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1 ' +
  '[&_blockquote]:my-4 [&_blockquote]:border-outline-variant [&_blockquote]:border-s-4 [&_blockquote]:ps-4 ' +
  '[&_blockquote]:text-on-surface-variant [&_a]:text-primary [&_a]:underline [&_hr]:my-6 ' +
  '[&_hr]:border-outline-variant [&_code]:rounded [&_code]:bg-surface-variant [&_code]:px-1 ' +
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-variant [&_pre]:p-3 ' +
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0';

/**
 * The organiser's description. The server sanitised it; it is sanitised again here before it
 * becomes markup, so nothing executable can reach the page even if the server let it through.
 */
export function EventDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  if (!clean.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server, then DOMPurify above)
  return <div dir="auto" className={PROSE} dangerouslySetInnerHTML={{ __html: clean }} />;
}
