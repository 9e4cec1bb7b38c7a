import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useContext } from 'react';
import { Outlet } from 'react-router';
import { isNative } from '../lib/platform/is-native.ts';
import { createQueryClient } from './query-client.ts';

// Inside the Android and iOS shells only, as the first page loads (the splash waits for it); the web
// never downloads the native plugins.
if (isNative())
  void import('../lib/platform/start-native.ts').catch((error: unknown) => console.error(error));

/** The app's server-state cache: one per page load, made when this module first loads. */
export const appQueryClient = createQueryClient();

/**
 * The installable app's page side (service worker, update bar, install card, the daily beacon):
 * loaded beside the first page, like this layer, so the first load does not carry it.
 */
const PwaShell = lazy(() => import('../features/pwa/pwa-shell.tsx').then((m) => ({ default: m.PwaShell })));

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
      <Suspense fallback={null}>
        <PwaShell />
      </Suspense>
    </QueryClientProvider>
  );
}

/** Empties the cache (a sign-out: nothing the account read stays behind). */
export function clearServerState(): void {
  appQueryClient.clear();
}
