import { useState } from 'react';
import { useObservable } from '../../../lib/pwa/pwa-store.ts';
import type { ContainerLike } from '../../../lib/pwa/service-worker-types.ts';
import { applyWaitingUpdate } from '../../../lib/pwa/update-flow.ts';
import { waitingUpdate } from '../../../lib/pwa/update-store.ts';

/** A new version waiting for "Atualizar", and the two answers to it. */
export function useWaitingUpdate(): { available: boolean; update: () => void; dismiss: () => void } {
  const registration = useObservable(waitingUpdate);
  const [updating, setUpdating] = useState(false);

  const update = () => {
    if (!registration || updating) return;
    const container = navigator.serviceWorker as unknown as ContainerLike;
    if (applyWaitingUpdate(registration, container)) setUpdating(true);
    else waitingUpdate.set(null);
  };
  return { available: registration !== null && !updating, update, dismiss: () => waitingUpdate.set(null) };
}
