import { useEffect } from 'react';

export const SITE_NAME = 'Eventos';

/** "<Page> · Eventos", or just the site name for the landing page. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets (creating it when missing) the `<meta name="description">` of the document. */
export function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Per-route SEO basics: the document title and the meta description, in the current language. */
export function usePageMeta(title: string | undefined, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
