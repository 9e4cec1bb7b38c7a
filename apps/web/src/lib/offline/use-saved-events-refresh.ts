import { useEffect } from 'react';
import { type Session, useSession } from '../session/session-context.tsx';

/** The signed-in person's id, whose events are saved (none before sign-in or a pending consent). */
export function savedEventsOwner(session: Session): string | undefined {
  return session.status === 'authenticated' ? session.me?.profile.id : undefined;
}

/** The start's refresh waits this long, so the first page's own requests go first. */
const START_DELAY_MS = 3_000;

/**
 * Mounted once in the app: at start and after sign-in, the saved events are refreshed when stale
 * and online. Only this hook is in the first load; the refresh itself loads when it runs.
 */
export function useSavedEventsRefresh(): void {
  const userId = savedEventsOwner(useSession());
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => {
      import('./saved-events-refresh.ts')
        .then(({ refreshSavedEventsSoon }) => refreshSavedEventsSoon(userId))
        .catch(() => {});
    }, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
}
