import { NOTIFICATION_KINDS, type NotificationPreferences } from '@eventos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Session, SessionProvider } from '../../../lib/session/session-context.tsx';
import { meFixture } from '../../../lib/session/testing/me-fixture.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../../test/http.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { NotificationPreferencesPage } from './notification-preferences-page.tsx';

const SIGNED_IN: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const slow = { timeout: 3_000 };

const stored: NotificationPreferences = {
  preferences: [...NOTIFICATION_KINDS].reverse().map((kind) => ({ kind, push: true, email: false })),
};

function renderPage() {
  return renderRoutes(
    [
      {
        element: (
          <SessionProvider session={SIGNED_IN}>
            <Toaster />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '/profile/notifications', element: <NotificationPreferencesPage /> }],
      },
    ],
    '/profile/notifications',
  );
}

afterEach(() => dismissToast());

describe('NotificationPreferencesPage', () => {
  it('lists every kind in order with push and e-mail switches, and says in-app is always on', async () => {
    stubFetch(() => jsonResponse(stored));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' }, slow)).toBeInTheDocument();
    expect(
      await screen.findByText(/As notificações dentro do app ficam sempre ativadas/, {}, slow),
    ).toBeInTheDocument();
    const groups = await screen.findAllByRole('group', {}, slow);
    expect(groups.map((g) => g.querySelector('h3')?.textContent)).toEqual([
      'Amizades',
      'Eventos',
      'Grupos',
      'Conversas',
      'Avisos do Eventos',
    ]);
    const events = screen.getByRole('group', { name: 'Eventos' });
    expect(within(events).getByRole('switch', { name: 'Push' })).toHaveAttribute('aria-checked', 'true');
    expect(within(events).getByRole('switch', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'false');
  });

  it('saves with a toast', async () => {
    let body: unknown;
    stubFetch((_url, init) => {
      if (init?.method === 'PUT') {
        body = JSON.parse(String(init.body));
        return jsonResponse(body);
      }
      return jsonResponse(stored);
    });
    renderPage();
    const events = await screen.findByRole('group', { name: 'Eventos' }, slow);
    fireEvent.click(within(events).getByRole('switch', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText('Preferências de notificação salvas', {}, slow)).toBeInTheDocument();
    expect(body).toEqual({
      preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, push: true, email: kind === 'events' })),
    });
  });

  it('keeps the choices and says why when saving fails', async () => {
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? problemResponse(500, { title: 'x', code: 'internal.error', detail: 'Erro interno do servidor.' })
        : jsonResponse(stored),
    );
    renderPage();
    const friends = await screen.findByRole('group', { name: 'Amizades' }, slow);
    fireEvent.click(within(friends).getByRole('switch', { name: 'Push' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Erro interno do servidor.');
    await waitFor(() =>
      expect(within(friends).getByRole('switch', { name: 'Push' })).toHaveAttribute('aria-checked', 'false'),
    );
  });
});
