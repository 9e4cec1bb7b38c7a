import type { MeResponse } from '@eventos/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** Spec §6 role names. */
export type SessionRole = 'user' | 'moderator' | 'admin';

/**
 * Who is using the app (spec §4 Session): still reading, a visitor, signed in but with a consent
 * pending (not yet authenticated), or authenticated (a session, a profile and no pending consent).
 */
export type Session =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'needs-consent'; me: MeResponse }
  | { status: 'authenticated'; profileComplete: boolean; role: SessionRole; me?: MeResponse };

export const VISITOR_SESSION: Session = { status: 'visitor' };

/** What pages may ask of the session: read it again (after a profile change) or end it. */
export interface SessionActions {
  /** Re-reads GET /api/v1/me now (no debounce) and resolves with the new session. */
  refresh(): Promise<Session>;
  /**
   * Signs out. `forced` (the server ended the session) shows the 'Sessão encerrada' toast and
   * redirects per spec §4 Sign-out. `reloadAt` loads that path afresh afterwards (nothing of the
   * account stays in memory, and the page being left never sees the visitor); otherwise the
   * caller decides where to go.
   */
  signOut(options?: { forced?: boolean; reloadAt?: string }): Promise<void>;
  /**
   * Re-reads GET /api/v1/me when the last read is older than `maxAgeMs` (entering a staff route:
   * the role may have changed on the server). Fixed sessions leave it out.
   */
  revalidate?(maxAgeMs: number): void;
}

const noActions: SessionActions = {
  refresh: async () => VISITOR_SESSION,
  signOut: async () => {},
};

const SessionContext = createContext<Session>(VISITOR_SESSION);
const SessionActionsContext = createContext<SessionActions>(noActions);

/** Provides a fixed session (tests, stories); the app uses the live provider in session-provider.tsx. */
export function SessionProvider({
  session = VISITOR_SESSION,
  actions = noActions,
  children,
}: {
  session?: Session;
  actions?: SessionActions;
  children: ReactNode;
}) {
  return (
    <SessionContext.Provider value={session}>
      <SessionActionsContext.Provider value={actions}>{children}</SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}

export function isSignedIn(session: Session): boolean {
  return session.status === 'authenticated';
}

/** The signed-in user's own data, when there is one. */
export function sessionMe(session: Session): MeResponse | undefined {
  return session.status === 'authenticated' || session.status === 'needs-consent' ? session.me : undefined;
}
