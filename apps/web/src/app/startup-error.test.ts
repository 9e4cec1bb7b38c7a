import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_ERROR_TEXTS } from './errors/startup-error-texts.ts';
import { showStartupError } from './startup-error.ts';

function mount(error: unknown = new Error('Elemento root não encontrado')) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const host = document.createElement('div');
  showStartupError(error, host);
  return host;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('showStartupError', () => {
  it('shows the spec pt-BR screen: title, body, Recarregar Página and Detalhes técnicos with the message', () => {
    window.localStorage.setItem('i18nextLng', 'pt-BR');
    const host = mount();
    expect(host.querySelector('[role="alert"] h1')).toHaveTextContent('Erro ao carregar a aplicação');
    expect(host).toHaveTextContent('Ocorreu um erro inesperado');
    expect(host.querySelector('button')).toHaveTextContent('Recarregar Página');
    const details = host.querySelector('details');
    expect(details?.querySelector('summary')).toHaveTextContent('Detalhes técnicos');
    expect(details?.querySelector('pre')).toHaveTextContent('Elemento root não encontrado');
    expect(details?.open).toBe(false);
  });

  it('reloads when the button is pressed (a listener, not an inline handler)', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, search: '' });
    const host = mount();
    const button = host.querySelector('button');
    expect(button?.getAttribute('onclick')).toBeNull();
    if (button) fireEvent.click(button);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks the language of ?lng= and mirrors for Arabic', () => {
    window.history.replaceState(null, '', '/?lng=ar');
    const host = mount();
    const box = host.querySelector('[role="alert"]');
    expect(box).toHaveAttribute('dir', 'rtl');
    expect(box).toHaveTextContent(STARTUP_ERROR_TEXTS.ar.title);
  });

  it('uses the stored language, matching a bare code', () => {
    window.localStorage.setItem('i18nextLng', 'es');
    expect(mount().querySelector('h1')).toHaveTextContent(STARTUP_ERROR_TEXTS.es.title);
  });

  it('shows the message as text, never as HTML', () => {
    const host = mount(new Error('<img src=x onerror=alert(1)>'));
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('pre')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
