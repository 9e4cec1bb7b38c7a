import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeResources } from '../../test/i18n.ts';
import { renderRoutes } from '../../test/render.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RouteError } from '../route-error.tsx';
import { pickJoke } from './pick-joke.ts';
import { RenderErrorBoundary } from './render-error-boundary.tsx';

const ptBR = localeResources['pt-BR']?.common as { errorPage: { jokes: Record<string, string> } };
const JOKES = Object.values(ptBR.errorPage.jokes);

function failingRoute(thrown: unknown) {
  return [
    {
      path: '/',
      loader: () => {
        throw thrown;
      },
      element: <p>nunca</p>,
      errorElement: <RouteError />,
    },
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error page', () => {
  it('shows Pane no som!, Erro 500, a joke and the raw text for a loader that throws a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(failingRoute(new Response(null, { status: 500, statusText: 'Internal Server Error' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pane no som!' })).toBeInTheDocument();
    expect(screen.getByText('Erro 500')).toBeInTheDocument();
    expect(screen.getByText('500 Internal Server Error')).toBeInTheDocument();
    const joke = screen.getByRole('blockquote');
    expect(JOKES).toContain(joke.textContent);
    expect(screen.getByText('O técnico de som já subiu no palco.')).toBeInTheDocument();
  });

  it('titles a 404 route response Palco não encontrado! without a joke', async () => {
    renderRoutes(failingRoute(new Response(null, { status: 404 })));
    expect(await screen.findByRole('heading', { name: 'Palco não encontrado!' })).toBeInTheDocument();
    expect(screen.getByText('Erro 404')).toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).toBeNull();
  });

  it('titles a thrown Error by its message and shows it as text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(failingRoute(new Error('<b>Network</b> down')));
    expect(await screen.findByRole('heading', { name: 'Sem sinal na pista!' })).toBeInTheDocument();
    expect(screen.getByText('Erro de rede')).toBeInTheDocument();
    expect(screen.getByText('Error: <b>Network</b> down')).toBeInTheDocument();
  });

  it('reloads with Reload and links Home to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoutes(failingRoute(new Response(null, { status: 503 })));
    fireEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Casa em manutenção!' })).toBeInTheDocument();
  });

  it('is the not-found page: Palco não encontrado! and Erro 404', async () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Palco não encontrado!' })).toBeInTheDocument();
    expect(screen.getByText('Erro 404')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found: /nao-existe')).toBeInTheDocument();
  });

  it('catches an uncaught render error in the render boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render exploded');
    }
    render(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deu ruim!' })).toBeInTheDocument();
    expect(screen.getByText('Erro 500')).toBeInTheDocument();
    expect(screen.getByText('Error: render exploded')).toBeInTheDocument();
  });
});

describe('pickJoke', () => {
  it('picks each of the 8 jokes across the range', () => {
    expect(pickJoke(() => 0)).toBe('j1');
    expect(pickJoke(() => 0.999)).toBe('j8');
    expect(new Set(Array.from({ length: 8 }, (_, i) => pickJoke(() => i / 8))).size).toBe(8);
    expect(JOKES).toHaveLength(8);
  });
});
