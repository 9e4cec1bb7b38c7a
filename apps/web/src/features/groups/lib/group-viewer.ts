import type { Session } from '../../../lib/session/session-context.tsx';

/**
 * Whose view of groups the cache holds: the signed-in user's id, 'visitor', or null while the
 * session loads (nothing is asked until it is known, so a page is never read twice).
 */
export function groupViewer(session: Session): string | null {
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') return session.me?.profile.id ?? 'user';
  return 'visitor';
}
