import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { type Session, type SessionActions, SessionProvider } from '../../../lib/session/session-context.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';

export const VISITOR: Session = { status: 'visitor' };

/**
 * Renders `page` at `path` (its route pattern is the path without the query) inside a fixed
 * session with spy actions and the real toaster; a few other paths show their name, so a test can
 * see where a redirect went.
 */
export function renderAuthRoute(
  page: ReactElement,
  entry: string,
  { session = VISITOR, pattern }: { session?: Session; pattern?: string } = {},
) {
  const actions: SessionActions = {
    refresh: vi.fn(async () => session),
    signOut: vi.fn(async () => {}),
  };
  const stub = (path: string) => ({ path, element: <p>página {path}</p> });
  const view = renderRoutes(
    [
      {
        element: (
          <SessionProvider session={session} actions={actions}>
            <Outlet />
            <Toaster />
          </SessionProvider>
        ),
        children: [
          { path: pattern ?? (entry.split(/[?#]/)[0] as string), element: page },
          ...['/events', '/profile', '/security-privacy', '/reset-password', '/auth'].map(stub),
        ].filter((route, index, all) => all.findIndex((r) => r.path === route.path) === index),
      },
    ],
    entry,
  );
  return { ...view, actions };
}

/** The JSON body of the first call to `path`. */
export function bodyOf(fetch: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetch.mock.calls.find(([input]) => String(input).endsWith(path));
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
