import { observable } from './pwa-store.ts';
import type { RegistrationLike } from './service-worker-types.ts';

/** The registration whose new version waits for "Atualizar" (null: nothing to offer). */
export const waitingUpdate = observable<RegistrationLike | null>(null);
