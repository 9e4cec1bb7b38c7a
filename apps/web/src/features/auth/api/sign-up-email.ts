import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  /** Where the confirmation link lands (signed in): /auth, keeping the remembered page. */
  callbackURL: string;
}

/**
 * POST /api/auth/sign-up/email — answers the same whether or not the address has an account; the
 * mail's link confirms it and comes back to /auth.
 */
export function signUpEmail(body: SignUpBody): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', json: body });
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
