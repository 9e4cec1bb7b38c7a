import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(4000);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time in a labelled live region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Primeiro' });
      toast({ title: 'Tema Salvo', description: 'O tema foi salvo com sucesso.' });
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Tema SalvoO tema foi salvo com sucesso.');
  });

  it('closes after 3000 ms and leaves the DOM 4000 ms later', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Olá' }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-state', 'closed');
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a destructive toast is an alert; the close button dismisses it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Erro', variant: 'destructive' }));
    expect(screen.getByRole('alert').closest('li')).toHaveAttribute('data-variant', 'destructive');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-state', 'closed');
  });

  it('Escape dismisses the visible toast', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Olá' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('toast')).toHaveAttribute('data-state', 'closed');
  });

  it('a swipe toward the inline end dismisses it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Olá' }));
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 100, pointerId: 1 });
    expect(item).toHaveAttribute('data-state', 'closed');
  });
});
