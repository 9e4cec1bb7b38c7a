import type { App } from '../../app.ts';
import type { SignedInUser } from '../../test/auth-session.ts';
import { api } from '../notifications/testing/notifications-api.ts';
import type { Problem } from '../social/social.test-helpers.ts';

/** The admin console's calls as someone (or a visitor). */
export function adminConsoleApi(app: App) {
  const call = <T>(path: string, init: RequestInit & { json?: unknown } = {}, who?: SignedInUser) =>
    api(app)<T & Problem>(path, init, who);
  return {
    call,
    setRole: (who: SignedInUser | undefined, id: string, role: string, reason = 'Cuida da comunidade') =>
      call<Record<string, unknown>>(
        `/api/v1/admin/people/${id}/role`,
        { method: 'PUT', json: { role, reason } },
        who,
      ),
  };
}

/** An answer as (status, code): the code only when refused. */
export const answerOf = ({ res, body }: { res: Response; body: { code?: string } }) =>
  [res.status, res.status < 300 ? undefined : body.code] as const;
