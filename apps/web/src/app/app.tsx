import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
