import { type ReactNode, Suspense } from 'react';
import { LiveSessionProvider } from '../lib/session/session-provider.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';

/** Shown while the first translations load: no text yet, so only the spinner (aria-busy). */
function BootFallback() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

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
      <Suspense fallback={<BootFallback />}>
        {children}
        <Toaster />
      </Suspense>
    </LiveSessionProvider>
  );
}
