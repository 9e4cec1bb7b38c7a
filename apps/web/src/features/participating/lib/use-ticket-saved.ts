import { useEffect, useState } from 'react';
import { saveEventSoon } from '../../../lib/offline/saved-events-refresh.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

async function isSaved(eventId: string, userId: string): Promise<boolean> {
  if (await saveEventSoon(eventId, userId)) return true;
  const { readSavedEvent } = await import('../../../lib/offline/saved-events.ts');
  return (await readSavedEvent(eventId, userId)) !== undefined;
}

/**
 * While a ticket is open: the event is saved on this device again (online), and the answer says
 * whether it is there to use without a connection.
 */
export function useTicketSaved(eventId: string, open: boolean): boolean {
  const userId = savedEventsOwner(useSession());
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!open || !userId) return;
    let current = true;
    isSaved(eventId, userId)
      .then((answer) => {
        if (current) setSaved(answer);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [eventId, userId, open]);
  return saved;
}
