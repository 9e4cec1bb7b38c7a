import { isStaleChunkError } from '@eventos/domain';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reloadOncePerVersion } from '../lib/stale-chunk-recovery.ts';
import { describeThrown } from './errors/describe-error.ts';
import { LazyErrorPage } from './errors/lazy-error-page.tsx';

/**
 * The router's errorElement: the error page for whatever a loader, lazy import or page threw. A
 * page whose code is gone after a deploy (stale chunk) first reloads once for this app version.
 */
export function RouteError() {
  const error = useRouteError();
  const facts = describeThrown(error);

  useEffect(() => {
    if (isStaleChunkError(facts.message) && reloadOncePerVersion(facts.message ?? '')) return;
    if (facts.status !== 404) console.error('Route error', error);
  }, [error, facts.message, facts.status]);

  return <LazyErrorPage status={facts.status} message={facts.message} raw={facts.raw} />;
}
