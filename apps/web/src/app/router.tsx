import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/** The route table (spec §2). Pages load on demand through `lazy`, so each one is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Inner boundary: an error inside a page keeps the top bar.
        errorElement: <RouteError />,
        children: [
          // The landing page is a later issue; until then / goes to the list (before anything renders).
          { index: true, loader: () => redirect('/events'), element: null },
          {
            path: 'events',
            lazy: async () => {
              const { EventsPage } = await import('../features/events/pages/events-page.tsx');
              return { Component: EventsPage };
            },
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
