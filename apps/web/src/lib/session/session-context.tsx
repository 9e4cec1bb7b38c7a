import { createContext, type ReactNode, useContext } from 'react';

/** Spec §6 role names. */
export type SessionRole = 'user' | 'admin';

/** Who is using the app (spec §4 Session): still reading, a visitor, or a signed-in user. */
export type Session =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'authenticated'; profileComplete: boolean; role: SessionRole };

/** Until the accounts issue wires real sessions in, everyone is a visitor. */
export const VISITOR_SESSION: Session = { status: 'visitor' };

const SessionContext = createContext<Session>(VISITOR_SESSION);

export function SessionProvider({
  session = VISITOR_SESSION,
  children,
}: {
  session?: Session;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function isSignedIn(session: Session): boolean {
  return session.status === 'authenticated';
}
