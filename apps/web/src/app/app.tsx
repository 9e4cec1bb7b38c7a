import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

export function App({ router }: AppProps) {
  return (
    <AppProviders navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
