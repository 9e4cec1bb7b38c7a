import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { SessionProvider } from '../lib/session/session-context.tsx';
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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Everyone is a visitor until the accounts issue passes the real session here. */}
      <SessionProvider>
        <Suspense fallback={<BootFallback />}>
          {children}
          <Toaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
