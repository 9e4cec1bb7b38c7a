import { lazy, type ReactNode, Suspense } from 'react';
import { LiveSessionProvider } from '../lib/session/session-provider.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** Shown while the first translations load: no text yet, so only the spinner (aria-busy). */
function BootFallback() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

/**
 * The toast region. Only pages and what they open show toasts, so it loads beside the first page's
 * code (in its own boundary: the app never waits for it) and is there long before the first toast.
 */
const Toaster = lazy(() => import('../ui/toast/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** A sign-out empties the server-state cache (loaded with the pages, so long loaded by then). */
const clearServerState = () => void import('./data-layer.tsx').then((m) => m.clearServerState());

interface AppProvidersProps {
  /** The router's navigate, for what happens outside a page (a forced sign-out goes to /login). */
  navigate: (to: string) => void;
  children: ReactNode;
}

export function AppProviders({ navigate, children }: AppProvidersProps) {
  return (
    <LiveSessionProvider navigate={navigate} onSignedOut={clearServerState}>
      <Suspense fallback={<BootFallback />}>{children}</Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LiveSessionProvider>
  );
}
