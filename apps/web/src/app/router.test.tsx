import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent, makePage } from '../test/fixtures.ts';
import { jsonResponse, stubFetch } from '../test/http.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

describe('routes', () => {
  it('redirects / to /events and lazily loads the events page inside the layout', async () => {
    stubFetch(() => jsonResponse(makePage([makeEvent({ name: 'Roda de Capoeira' })])));
    const { router } = renderRoutes(routes, '/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
    expect(await screen.findByRole('link', { name: 'Roda de Capoeira' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
  });

  it('shows the not-found page for an unknown path, with a link to /events', async () => {
    renderRoutes(routes, '/nao-existe');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/events');
  });
});
