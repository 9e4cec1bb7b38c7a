import type { ProblemFieldError } from '@eventos/domain';
import { apiMessage } from '@eventos/domain';

interface MappedProblem {
  status: number;
  code: string;
  errors?: ProblemFieldError[];
}

const field = (path: string, code: string): ProblemFieldError[] => [
  { path, code, message: apiMessage(code) },
];

/** Error codes of the auth library → our stable codes (problem+json). Unknown ones → auth.failed. */
const BY_LIBRARY_CODE: Record<string, (status: number) => MappedProblem> = {
  INVALID_EMAIL_OR_PASSWORD: () => ({ status: 401, code: 'auth.invalid_credentials' }),
  INVALID_PASSWORD: () => ({ status: 401, code: 'auth.invalid_credentials' }),
  EMAIL_NOT_VERIFIED: () => ({ status: 403, code: 'auth.email_not_verified' }),
  ACCOUNT_SUSPENDED: () => ({ status: 403, code: 'auth.suspended' }),
  INVALID_TOKEN: (status) =>
    status === 401
      ? { status: 401, code: 'auth.id_token_invalid' }
      : { status: 400, code: 'auth.reset_token_invalid' },
  PASSWORD_TOO_SHORT: () => ({
    status: 400,
    code: 'request.invalid',
    errors: field('password', 'validation.account.password.too_short'),
  }),
  PASSWORD_TOO_LONG: () => ({
    status: 400,
    code: 'request.invalid',
    errors: field('password', 'validation.account.password.too_long'),
  }),
  INVALID_EMAIL: () => ({
    status: 400,
    code: 'request.invalid',
    errors: field('email', 'validation.account.email.invalid'),
  }),
  INVALID_ORIGIN: () => ({ status: 403, code: 'auth.origin_forbidden' }),
  MISSING_OR_NULL_ORIGIN: () => ({ status: 403, code: 'auth.origin_forbidden' }),
  INVALID_CALLBACKURL: () => ({ status: 403, code: 'auth.origin_forbidden' }),
  INVALID_REDIRECTURL: () => ({ status: 403, code: 'auth.origin_forbidden' }),
  INVALID_ERRORCALLBACKURL: () => ({ status: 403, code: 'auth.origin_forbidden' }),
  PROVIDER_NOT_FOUND: () => ({ status: 404, code: 'auth.provider_unavailable' }),
  ID_TOKEN_NOT_SUPPORTED: () => ({ status: 404, code: 'auth.provider_unavailable' }),
  SESSION_EXPIRED: () => ({ status: 401, code: 'auth.unauthenticated' }),
  UNAUTHORIZED: () => ({ status: 401, code: 'auth.unauthenticated' }),
};

/** What to answer for an auth library error response with this status and body. */
export function mapAuthError(status: number, body: unknown): MappedProblem {
  if (status === 429) return { status: 429, code: 'auth.rate_limited' };
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const mapped = typeof code === 'string' ? BY_LIBRARY_CODE[code] : undefined;
  if (mapped) return mapped(status);
  if (status === 401) return { status: 401, code: 'auth.unauthenticated' };
  if (status === 404) return { status: 404, code: 'route.not_found' };
  if (status >= 500) return { status: 500, code: 'internal.error' };
  return { status: status === 403 ? 403 : 400, code: 'auth.failed' };
}
