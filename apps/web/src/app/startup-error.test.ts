import { describe, expect, it, vi } from 'vitest';
import { showStartupError } from './startup-error.ts';

describe('showStartupError', () => {
  it('writes a plain-DOM message with the error text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    showStartupError(new Error('Elemento root não encontrado'), host);
    expect(host.querySelector('[role="alert"] h1')).toHaveTextContent('Erro ao carregar a aplicação');
    expect(host).toHaveTextContent('Elemento root não encontrado');
  });
});
