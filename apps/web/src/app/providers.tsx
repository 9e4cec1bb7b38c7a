import { layoutDevice } from '@eventos/domain';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { isNative } from '../lib/platform/is-native.ts';
import { LiveSessionProvider } from '../lib/session/session-provider.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { loadBottomNav } from './layout/bottom-nav-lazy.ts';

/** Shown while the first translations load: no text yet, so only the spinner (aria-busy). */
function BootFallback() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

/**
 * The toast region. Only pages and what they open show toasts, so it loads after the first paint,
 * beside the first page's code (in its own boundary: the app never waits for it), and is there long
 * before the first toast.
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
  // What the first paint does not need starts loading once it is done, so it does not delay it.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    setPainted(true);
    // Phones show the bottom navigation to every signed-in person (and on /events): its code
    // loads beside the first page's, so the tabs do not wait for the page. A failure here is no
    // error: the bar's own load reports it.
    if (layoutDevice(window.innerWidth, isNative()) === 'mobile') loadBottomNav().catch(() => {});
  }, []);

  return (
    <LiveSessionProvider navigate={navigate} onSignedOut={clearServerState}>
      <Suspense fallback={<BootFallback />}>{children}</Suspense>
      {painted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </LiveSessionProvider>
  );
}
