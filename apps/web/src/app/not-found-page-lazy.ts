/** The not-found page as a route's `lazy`: a missing page is rare, so the first load does not carry it. */
export const lazyNotFoundPage = async () => ({
  Component: (await import('./not-found-page.tsx')).NotFoundPage,
});
