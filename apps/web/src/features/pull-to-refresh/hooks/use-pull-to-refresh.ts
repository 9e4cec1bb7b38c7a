import {
  PULL_IDLE,
  PULL_REFRESH_END_DELAY_MS,
  type PullEvent,
  type PullState,
  pullReducer,
} from '@eventos/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isInteractiveTarget } from '../lib/is-interactive-target.ts';

export type RefreshHandler = () => Promise<unknown> | unknown;

const scrollTop = () => window.scrollY || document.documentElement.scrollTop || 0;

/**
 * Pull-to-refresh on touch screens (spec §4): follows touches on the window through the domain's
 * state machine, runs `onRefresh` when an activated pull is released, ends the refreshing state 500 ms
 * after it finishes, falls back to a full reload if it fails, and resets on route change.
 */
export function usePullToRefresh(onRefresh: RefreshHandler, enabled = true): PullState {
  const [state, setState] = useState<PullState>(PULL_IDLE);
  const current = useRef<PullState>(PULL_IDLE);
  const handler = useRef(onRefresh);
  handler.current = onRefresh;
  const { pathname } = useLocation();

  const send = useCallback((event: PullEvent): PullState => {
    const next = pullReducer(current.current, event);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return next;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what a new pathname triggers
  useEffect(() => {
    send({ type: 'reset' });
  }, [pathname, send]);

  useEffect(() => {
    if (!enabled) return;
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    let active = true;

    const refresh = async () => {
      try {
        await handler.current();
      } catch {
        window.location.reload();
        return;
      }
      endTimer = setTimeout(() => active && send({ type: 'refreshEnded' }), PULL_REFRESH_END_DELAY_MS);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return void send({ type: 'reset' });
      send({
        type: 'touchStart',
        y: touch.clientY,
        scrollTop: scrollTop(),
        onInteractive: isInteractiveTarget(event.target),
      });
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      const next = send({ type: 'touchMove', y: touch.clientY });
      if (next.phase === 'pulling' && event.cancelable) event.preventDefault();
    };
    const onEnd = () => {
      const before = current.current.phase;
      const next = send({ type: 'touchEnd' });
      if (before !== 'refreshing' && next.phase === 'refreshing') void refresh();
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      active = false;
      clearTimeout(endTimer);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, send]);

  return state;
}
