import type { PushPublicKey, PushTokenInput, PushTokenRegistration } from '@eventos/domain';
import { apiFetch } from '../api-client.ts';

/** The server's push endpoints (spec §7 push-tokens, and the VAPID key browsers subscribe with). */
export interface PushApi {
  publicKey(): Promise<string>;
  register(input: PushTokenInput): Promise<PushTokenRegistration>;
  remove(id: string): Promise<void>;
}

export const pushApi: PushApi = {
  publicKey: async () => (await apiFetch<PushPublicKey>('/api/v1/push/public-key')).publicKey,
  register: (input) =>
    apiFetch<PushTokenRegistration>('/api/v1/push-tokens', { method: 'POST', json: input }),
  remove: (id) => apiFetch<void>(`/api/v1/push-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
