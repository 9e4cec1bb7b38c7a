import { offlineFallback } from './routing-rules.ts';

/**
 * The answer to a navigation that neither the network nor the page cache could give: the
 * precached shell (`shell`, when there is one) for a page that works offline, else a redirect to
 * /offline?from=<path>, else the browser's own network error.
 */
export function offlineAnswer(url: URL, shell: Response | undefined): Response {
  const fallback = offlineFallback(url, shell !== undefined);
  if (fallback.kind === 'shell' && shell) return shell;
  if (fallback.kind === 'redirect') return Response.redirect(new URL(fallback.location, url).href, 302);
  return Response.error();
}
