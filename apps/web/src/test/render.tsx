import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Renders routes in a memory router with a fresh query client (no retries). */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path` (default `/`), with a router and a query client around it. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path, element }], path);
}
