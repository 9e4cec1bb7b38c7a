import type { PushState } from '@eventos/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store.ts';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { usePushToasts } from '../lib/use-push-toasts.ts';
import { PushEnablePrompt } from './push-enable-prompt.tsx';

function Prompt({ state, enable = () => {} }: { state: PushState; enable?: () => void }) {
  usePushToasts(state);
  return <PushEnablePrompt push={{ state, enable, disable: () => {} }} />;
}

function renderPrompt(state: PushState, enable?: () => void) {
  const view = render(
    <>
      <Toaster />
      <Prompt state={state} {...(enable ? { enable } : {})} />
    </>,
  );
  return {
    rerender: (next: PushState) =>
      view.rerender(
        <>
          <Toaster />
          <Prompt state={next} />
        </>,
      ),
  };
}

afterEach(() => act(() => dismissToast()));

describe('PushEnablePrompt', () => {
  it('offers to turn push on while nothing is granted', () => {
    const enable = vi.fn();
    renderPrompt({ status: 'idle' }, enable);
    fireEvent.click(screen.getByRole('button', { name: 'Ativar notificações push' }));
    expect(enable).toHaveBeenCalled();
  });

  it("says 'Permissão negada…' and offers no button when the browser refused", () => {
    renderPrompt({ status: 'denied', message: 'push.errors.denied' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Permissão negada. Ative nas configurações do navegador.',
    );
    expect(screen.queryByRole('button', { name: 'Ativar notificações push' })).toBeNull();
  });

  it('says the 10 s time-out and lets the person try again', () => {
    renderPrompt({ status: 'error', message: 'push.errors.timeout' });
    expect(screen.getByRole('alert')).toHaveTextContent('Tempo esgotado ao ativar push. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Ativar notificações push' })).toBeEnabled();
  });

  it('is gone once push is on, with the toast', () => {
    const { rerender } = renderPrompt({ status: 'loading' });
    expect(screen.getByRole('button', { name: 'Ativando…' })).toBeDisabled();
    rerender({ status: 'granted' });
    expect(screen.queryByRole('button', { name: /Ativ/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Notificações ativadas');
  });

  it("shows 'Erro ao registrar notificações' / 'Erro no servidor' when the server refuses the token", () => {
    const { rerender } = renderPrompt({ status: 'loading' });
    rerender({ status: 'error', message: 'push.errors.register' });
    const toast = screen
      .getAllByRole('alert')
      .find((node) => node.closest('li')?.getAttribute('data-variant') === 'destructive');
    expect(toast).toHaveTextContent('Erro ao registrar notificações');
    expect(toast).toHaveTextContent('Erro no servidor');
  });
});
