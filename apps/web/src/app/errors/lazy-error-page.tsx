import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../page-loading.tsx';
import type { ErrorPageProps } from './error-page.tsx';

const ErrorPage = lazy(async () => ({ default: (await import('./error-page.tsx')).ErrorPage }));

/**
 * The error page, loaded when first needed: it is rarely seen, and its catalogue of titles and
 * jokes would otherwise weigh on every first visit. The service worker precaches it for offline.
 */
export function LazyErrorPage({
  fallback = <PageLoading />,
  ...props
}: ErrorPageProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
