import type { MeResponse } from '@eventos/domain';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { Toaster } from '../../../ui/toast/toaster.tsx';

interface Options {
  /** The signed-in user; omit for a visitor. */
  me?: MeResponse;
  /** Path of the page route (default: the entry's path without the query). */
  path?: string;
}

/**
 * Renders a profile page at `entry` inside a session for `me`, with the toast region and a few
 * landing routes (/, /events, /events/create) that show their own path, so navigation is visible.
 */
export function renderProfilePage(page: ReactElement, entry: string, { me, path }: Options = {}) {
  const session: Session = me
    ? { status: 'authenticated', profileComplete: me.profile.complete, role: me.profile.role, me }
    : { status: 'visitor' };
  const actions = {
    refresh: vi.fn(async () => session),
    signOut: vi.fn(async () => {}),
  };
  const landing = (at: string): RouteObject => ({ path: at, element: <p>landed on {at}</p> });
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider session={session} actions={actions}>
          <Toaster />
          <Outlet />
        </SessionProvider>
      ),
      children: [
        { path: path ?? entry.split('?')[0], element: page },
        landing('/'),
        landing('/events'),
        landing('/events/create'),
      ],
    },
  ];
  return { ...renderRoutes(routes, entry), actions };
}
