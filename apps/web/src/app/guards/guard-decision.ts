import type { RouteAccess } from '../../lib/routing/app-route.ts';
import type { Session, SessionRole } from '../../lib/session/session-context.tsx';

/** What a guard does with a request for a route: show it, show nothing yet, or send the user elsewhere. */
export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; replace: boolean; notice?: 'forbidden' };

export interface GuardInput {
  access: RouteAccess;
  session: Session;
  /** Where the user was going (path + query + hash), remembered on the way to /auth. */
  origin: string;
  /** A role the route needs besides signing in; users without it go to /events. */
  requiredRole?: SessionRole;
}

/** Who may enter a staff route: the admin area is for administrators, the reports queue for moderators too. */
export function mayEnter(access: 'admin' | 'moderation', role: SessionRole): boolean {
  return access === 'admin' ? role === 'admin' : role === 'admin' || role === 'moderator';
}

/** Staff routes read the role again when entered (the server may have changed it meanwhile). */
export function isStaffAccess(access: RouteAccess): access is 'admin' | 'moderation' {
  return access === 'admin' || access === 'moderation';
}

/** The sign-in page, with the origin to come back to afterwards. */
export function authRedirect(origin: string): string {
  return `/auth?redirect=${encodeURIComponent(origin)}`;
}

/**
 * Spec §4 Route guard: wait while the session loads; visitors go to /auth (origin remembered);
 * incomplete profiles go to /complete-profile; a missing role goes to /events. The admin guard sends
 * visitors to /login (replacing the entry) and non-admins to / with the 'Acesso Negado' notice; the
 * reports queue ('moderation') does the same but admits moderators too (issue 21).
 * While a consent is pending nothing renders (the consent step shows instead).
 */
export function decideGuard({ access, session, origin, requiredRole }: GuardInput): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  // A pending consent is not yet a session (spec §4): the consent step shows instead of the page.
  if (session.status === 'loading' || session.status === 'needs-consent') return { kind: 'wait' };
  if (access === 'admin' || access === 'moderation') {
    if (session.status === 'visitor') return { kind: 'redirect', to: '/login', replace: true };
    return mayEnter(access, session.role)
      ? { kind: 'render' }
      : { kind: 'redirect', to: '/', replace: true, notice: 'forbidden' };
  }
  if (session.status === 'visitor') return { kind: 'redirect', to: authRedirect(origin), replace: true };
  if (access === 'complete-profile' && !session.profileComplete) {
    // The origin rides along, so completing the profile continues where the user was going.
    return {
      kind: 'redirect',
      to: `/complete-profile?redirect=${encodeURIComponent(origin)}`,
      replace: true,
    };
  }
  if (requiredRole && session.role !== requiredRole)
    return { kind: 'redirect', to: '/events', replace: true };
  return { kind: 'render' };
}
