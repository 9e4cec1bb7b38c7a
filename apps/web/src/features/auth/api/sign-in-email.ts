import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface SignInBody {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email — sets the session cookie; 401/403/429 problems otherwise. */
export function signInEmail(body: SignInBody): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { method: 'POST', json: { ...body, rememberMe: true } });
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail });
}
