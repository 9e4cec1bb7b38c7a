import type { NotificationType } from '@eventos/domain';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/client.ts';
import { type SignedInUser, TEST_ORIGIN } from '../../../test/auth-session.ts';
import { notify } from '../notify.ts';

/** Calls the API as `user` (or a visitor), JSON in and out; `body` is the parsed answer, if any. */
export function api(app: App) {
  return async <T = Record<string, unknown>>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
    user?: SignedInUser,
  ): Promise<{ res: Response; body: T }> => {
    const { json, ...rest } = init;
    const headers: Record<string, string> = { ...(user?.headers ?? { origin: TEST_ORIGIN }) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    const text = await res.text();
    return { res, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

/** Stores notifications through the hub, as a feature would, in one transaction of the owner connection. */
export function notifyNow(
  db: Database,
  recipients: string[],
  type: NotificationType = 'on_demand',
  extra: Partial<Parameters<typeof notify>[1]> = {},
): Promise<string[]> {
  return db.transaction((tx) =>
    notify(tx, {
      recipients,
      type,
      text: { title: 'Aviso', body: 'Olá' },
      ...extra,
    }),
  );
}
