import { apiFetch } from '../api-client.ts';

/** What the sign-in service says of the signed-in account (the parts the app reads). */
export interface AuthSession {
  user: { id: string; name: string; email: string };
}

/**
 * GET /api/auth/get-session: the signed-in account, or null for a visitor. It answers 200 either
 * way, so asking it first lets a visitor's page load make no request that fails.
 */
export function fetchAuthSession(signal?: AbortSignal): Promise<AuthSession | null> {
  return apiFetch<AuthSession | null>('/api/auth/get-session', signal ? { signal } : {});
}
