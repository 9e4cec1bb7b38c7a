import { BUILT_PAGES } from '@eventos/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { renderRoutes } from '../test/render.tsx';
import { appRoutes, routes } from './router.tsx';
import { hasLandingRoute } from './routes/app-route-objects.tsx';

describe('routes', () => {
  it('lazily loads the events page inside the layout', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent({ name: 'Roda de Capoeira' })])));
    renderRoutes(routes, '/events');

    // Generous waits: the page's chunk loads on demand, which is slow on a busy machine.
    const slow = { timeout: 5_000 };
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Roda de Capoeira' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acesso' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
  });

  it('registers / when a feature provides the landing page, else redirects it to /events', async () => {
    stubFetch(() => jsonResponse(makePage([])));
    const { router } = renderRoutes(routes, '/');
    if (hasLandingRoute(appRoutes)) {
      await screen.findByRole('main', {}, { timeout: 5_000 });
      expect(router.state.location.pathname).toBe('/');
    } else {
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Eventos' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/events');
    }
  });

  it('shows the not-found page for an unknown path, with its own document title', async () => {
    document.title = 'Eventos';
    renderRoutes(routes, '/nao-existe');
    expect(await screen.findByText('Erro 404')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Palco não encontrado! · Eventos'));
  });

  it('registers every built route once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('events');
  });

  it('registers exactly the pages the domain lists as built (menus show only those)', () => {
    const registered = appRoutes.map((route) => `/${route.path}`);
    expect(registered.sort()).toEqual([...BUILT_PAGES].sort());
  });
});
