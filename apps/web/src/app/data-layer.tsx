import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client.ts';

/** The app's server-state cache: one per page load, made when this module first loads. */
export const appQueryClient = createQueryClient();

/**
 * The outermost route's component: the server-state cache (TanStack Query) around every page. The
 * shell's own code needs none of it, so it is a lazy route of its own and loads beside the first
 * page's code. A client already provided above (a test's) is kept.
 */
export function DataLayer() {
  const given = useContext(QueryClientContext);
  if (given) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

/** Empties the cache (a sign-out: nothing the account read stays behind). */
export function clearServerState(): void {
  appQueryClient.clear();
}
