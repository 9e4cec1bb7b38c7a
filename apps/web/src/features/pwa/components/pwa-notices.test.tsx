import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContainerDouble } from '../../../lib/pwa/sw-double.ts';
import { SKIP_WAITING_MESSAGE } from '../../../lib/pwa/update-messages.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Fresh modules per test: the kept prompt and the waiting update live in module state. */
async function load() {
  vi.resetModules();
  const capture = await import('../../../lib/pwa/install-prompt-capture.ts');
  const visits = await import('../../../lib/pwa/install-visits.ts');
  const { waitingUpdate } = await import('../../../lib/pwa/update-store.ts');
  const { PwaNotices } = await import('./pwa-notices.tsx');
  const stop = capture.captureInstallPrompt(window);
  cleanups.push(stop);
  return { visits, waitingUpdate, PwaNotices };
}

const cleanups: Array<() => void> = [];

/** Chromium's install prompt, as the page receives it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

/** This is the second day the app is visited on. */
function visitedYesterday(key: string) {
  localStorage.setItem(key, JSON.stringify({ count: 1, day: '2000-01-01' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const stop of cleanups.splice(0)) stop();
  localStorage.clear();
});

describe('install card', () => {
  it('is not offered on the first visit, even with a prompt kept', async () => {
    const { PwaNotices } = await load();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    render(<PwaNotices />);
    expect(screen.queryByText('Instale o Eventos')).toBeNull();
  });

  it('offers installing from the second visit on; "Instalar" opens the browser prompt', async () => {
    const { PwaNotices, visits } = await load();
    visitedYesterday(visits.INSTALL_VISITS_KEY);
    const { prompt } = offerInstall('accepted');
    render(<PwaNotices />);
    const region = screen.getByRole('region', { name: 'Avisos do aplicativo' });
    expect(region).toHaveTextContent('Instale o Eventos');
    expect(region).toHaveTextContent('Ingressos e eventos salvos funcionam sem conexão.');
    fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText('Instale o Eventos')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(visits.INSTALL_DONE_KEY)).toBe('1'));
  });

  it('"Agora não" hides it and snoozes it', async () => {
    const { PwaNotices, visits } = await load();
    visitedYesterday(visits.INSTALL_VISITS_KEY);
    offerInstall();
    render(<PwaNotices />);
    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByText('Instale o Eventos')).toBeNull();
    expect(Number(localStorage.getItem(visits.INSTALL_SNOOZED_UNTIL_KEY))).toBeGreaterThan(Date.now());
  });

  it('goes for good once the app is installed', async () => {
    const { PwaNotices, visits } = await load();
    visitedYesterday(visits.INSTALL_VISITS_KEY);
    offerInstall();
    render(<PwaNotices />);
    expect(screen.getByText('Instale o Eventos')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByText('Instale o Eventos')).toBeNull();
    expect(localStorage.getItem(visits.INSTALL_DONE_KEY)).toBe('1');
  });

  it('is never offered in the installed app', async () => {
    const { PwaNotices, visits } = await load();
    visitedYesterday(visits.INSTALL_VISITS_KEY);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    offerInstall();
    render(<PwaNotices />);
    expect(screen.queryByText('Instale o Eventos')).toBeNull();
  });

  it('on iOS Safari tells how to add the app from the Share menu', async () => {
    const { PwaNotices, visits } = await load();
    visitedYesterday(visits.INSTALL_VISITS_KEY);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    render(<PwaNotices />);
    expect(screen.getByText('Instale o Eventos')).toBeInTheDocument();
    expect(
      screen.getByText('Toque em Compartilhar e depois em Adicionar à Tela de Início'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeInTheDocument();
  });
});

describe('update bar', () => {
  it('shows a waiting version; "Atualizar" asks it to take over', async () => {
    const { PwaNotices, waitingUpdate } = await load();
    const container = new ContainerDouble({});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
    render(<PwaNotices />);
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
    const waiting = container.registration.newVersionInstalls();
    act(() => waitingUpdate.set(container.registration));
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
  });

  it('can be closed without updating', async () => {
    const { PwaNotices, waitingUpdate } = await load();
    const container = new ContainerDouble({});
    const waiting = container.registration.newVersionInstalls();
    render(<PwaNotices />);
    act(() => waitingUpdate.set(container.registration));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso de nova versão' }));
    expect(screen.queryByText('Nova versão disponível')).toBeNull();
    expect(waiting.messages).toEqual([]);
  });
});
