import { lazy, Suspense, useContext, useEffect } from 'react';
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation } from 'react-router';
import type { RouteAccess } from '../../lib/routing/app-route.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { decideGuard } from './guard-decision.ts';

/** After 5 s of session loading, a loading error (its own chunk: the first load carries none of it). */
const SessionLoading = lazy(() => import('./session-loading.tsx'));

/**
 * Wraps the routes of one access class: renders them, nothing (session loading; a loading error
 * after 5 s) or a redirect.
 * While the router is already elsewhere (a page left on sign-out, kept on screen until the next
 * one has loaded) it renders nothing and redirects nowhere: the session change is not about it.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideGuard({ access, session, origin });
  const leaving = router !== undefined && router.state.location.key !== location.key;
  const denied = !leaving && decision.kind === 'redirect' && decision.notice === 'forbidden';
  useEffect(() => {
    if (denied) void import('./guard-notice.ts').then((m) => m.showAccessDenied());
  }, [denied]);
  if (decision.kind === 'wait')
    return session.status === 'loading' ? (
      <Suspense fallback={null}>
        <SessionLoading />
      </Suspense>
    ) : null;
  if (decision.kind === 'redirect')
    return leaving ? null : <Navigate to={decision.to} replace={decision.replace} />;
  return <Outlet />;
}
