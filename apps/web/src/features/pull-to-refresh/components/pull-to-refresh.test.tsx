import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PullToRefresh } from './pull-to-refresh.tsx';

function touch(type: string, target: EventTarget, y?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = y === undefined ? [] : [{ clientY: y, clientX: 0 }];
  Object.defineProperty(event, 'touches', { value: touches });
  act(() => void target.dispatchEvent(event));
}

function pull(target: EventTarget, to: number) {
  touch('touchstart', target, 100);
  touch('touchmove', target, 100 + to / 2);
  touch('touchmove', target, 100 + to);
  touch('touchend', target);
}

const indicator = () => screen.getByTestId('pull-indicator');

afterEach(() => vi.useRealTimers());

describe('PullToRefresh', () => {
  it('refreshes on release after an activated pull, then ends 500 ms after the refresh', async () => {
    const onRefresh = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Conteúdo</p>
      </PullToRefresh>,
    );
    vi.useFakeTimers();
    const content = screen.getByText('Conteúdo');
    touch('touchstart', content, 100);
    touch('touchmove', content, 170);
    expect(indicator()).toHaveAttribute('data-activated', 'true');
    expect(screen.getByTestId('pull-check')).toBeInTheDocument();
    touch('touchend', content);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(indicator()).toHaveAttribute('data-phase', 'refreshing');
    await act(async () => {}); // the refresh promise settles
    await act(async () => vi.advanceTimersByTime(499));
    expect(indicator()).toHaveAttribute('data-phase', 'refreshing');
    await act(async () => vi.advanceTimersByTime(1));
    expect(indicator()).toHaveAttribute('data-phase', 'idle');
  });

  it('does not refresh a short pull, nor a pull that starts on a button', () => {
    const onRefresh = vi.fn();
    renderWithProviders(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Conteúdo</p>
        <button type="button">Botão</button>
      </PullToRefresh>,
    );
    pull(screen.getByText('Conteúdo'), 59); // 47.2 px after resistance: below 60% of 80
    pull(screen.getByRole('button', { name: 'Botão' }), 200);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(indicator()).toHaveAttribute('data-phase', 'idle');
  });

  it('does not start when the page is scrolled down', () => {
    const onRefresh = vi.fn();
    renderWithProviders(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Conteúdo</p>
      </PullToRefresh>,
    );
    Object.defineProperty(window, 'scrollY', { value: 6, configurable: true });
    pull(screen.getByText('Conteúdo'), 200);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('falls back to a full page reload when the refresh fails', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithProviders(
      <PullToRefresh onRefresh={() => Promise.reject(new Error('offline'))}>
        <p>Conteúdo</p>
      </PullToRefresh>,
    );
    pull(screen.getByText('Conteúdo'), 200);
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
