import { sessionMe, useSession } from '../../../lib/session/session-context.tsx';

/** The signed-in person's id, or 'visitor' (also while their profile is not known yet). */
export function useViewer(): string {
  const session = useSession();
  return session.status === 'authenticated' ? (sessionMe(session)?.profile.id ?? 'signed-in') : 'visitor';
}
