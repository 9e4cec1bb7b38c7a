import { lazy, Suspense, useContext, useEffect } from 'react';
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation } from 'react-router';
import type { RouteAccess } from '../../lib/routing/app-route.ts';
import { useSession, useSessionActions } from '../../lib/session/session-context.tsx';
import { decideGuard, isStaffAccess } from './guard-decision.ts';

/** A staff route reads the role again when the session was read longer ago than this. */
export const STAFF_SESSION_MAX_AGE_MS = 5_000;

/** After 5 s of session loading, a loading error (its own chunk: the first load carries none of it). */
const SessionLoading = lazy(() => import('./session-loading.tsx'));

/**
 * Wraps the routes of one access class: renders them, nothing (session loading; a loading error
 * after 5 s) or a redirect.
 * While the router is already elsewhere (a page left on sign-out, kept on screen until the next
 * one has loaded) it renders nothing and redirects nowhere: the session change is not about it.
 * Entering a staff route (admin area, reports queue) reads the session again when it is older than
 * a few seconds, so a role revoked on the server is refused without reloading the page.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const { revalidate } = useSessionActions();
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideGuard({ access, session, origin });
  const leaving = router !== undefined && router.state.location.key !== location.key;
  const denied = !leaving && decision.kind === 'redirect' && decision.notice === 'forbidden';
  const staffKey = isStaffAccess(access) ? location.key : null;
  useEffect(() => {
    if (staffKey !== null) revalidate?.(STAFF_SESSION_MAX_AGE_MS);
  }, [staffKey, revalidate]);
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
