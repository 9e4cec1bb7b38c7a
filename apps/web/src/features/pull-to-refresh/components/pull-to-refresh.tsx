import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { type RefreshHandler, usePullToRefresh } from '../hooks/use-pull-to-refresh.ts';
import { refreshQueries } from '../lib/default-refresh.ts';
import { PullIndicator } from './pull-indicator.tsx';

/**
 * Wraps a page with pull-to-refresh on touch screens. Without `onRefresh` it refetches the page's
 * TanStack queries (after 400 ms, then 300 ms more).
 */
export function PullToRefresh({
  onRefresh,
  enabled = true,
  children,
}: {
  onRefresh?: RefreshHandler;
  enabled?: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const refreshAll = useCallback(() => refreshQueries(queryClient), [queryClient]);
  const state = usePullToRefresh(onRefresh ?? refreshAll, enabled);

  return (
    <div data-pull-phase={state.phase}>
      <PullIndicator state={state} />
      <div
        className={state.phase === 'idle' ? 'transition-transform duration-200' : undefined}
        style={state.distance ? { transform: `translateY(${state.distance}px)` } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
