import type { DoorList } from '@eventos/domain';
import { useCallback, useEffect, useState } from 'react';
import { browserSaysOffline } from '../../../lib/offline/browser-offline.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

/**
 * The door list kept on this device for the door screen: downloaded again (with the event) each
 * time the screen opens and each time the connection comes back; without a connection, the one
 * saved before. Null while there is none. The offline store loads only with the screen.
 */
export function useDoorList(eventId: string) {
  const userId = savedEventsOwner(useSession());
  const [doorList, setDoorList] = useState<DoorList | null>(null);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      const { loadDoorList } = await import('../lib/offline-check-in.ts');
      setDoorList(await loadDoorList(eventId, userId, !browserSaysOffline()));
    } catch {
      // No offline store here: the door works online only.
    }
  }, [eventId, userId]);

  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [load]);

  return { doorList, setDoorList, userId };
}
