import { Navigate, Outlet, useLocation } from 'react-router';
import type { RouteAccess } from '../../lib/routing/app-route.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { decideGuard } from './guard-decision.ts';

/** Wraps the routes of one access class: renders them, nothing (session loading) or a redirect. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSession();
  const location = useLocation();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideGuard({ access, session, origin });
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace={decision.replace} />;
  return <Outlet />;
}
