import { isPullActivated, PULL_ACTIVATION_PX, type PullState, pullProgress } from '@eventos/domain';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner.tsx';

const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The ring that fills while pulling, turns into a check at 60% of the threshold, and spins while refreshing. */
export function PullIndicator({ state }: { state: PullState }) {
  const { t } = useTranslation('preferences');
  const visible = state.phase === 'pulling' || state.phase === 'refreshing';
  const activated = isPullActivated(state.distance);
  const ringFill = Math.min(state.distance / PULL_ACTIVATION_PX, 1);
  const label =
    state.phase === 'refreshing'
      ? t('pullToRefresh.refreshing')
      : t(activated ? 'pullToRefresh.release' : 'pullToRefresh.pull');

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center"
      style={{ transform: `translateY(${visible ? state.distance - 8 : -64}px)` }}
      data-testid="pull-indicator"
      data-phase={state.phase}
      data-activated={activated}
      aria-hidden={visible ? undefined : true}
    >
      <div
        className="flex items-center gap-2 rounded-full border border-outline-variant bg-popover px-3 py-2 text-popover-foreground text-sm shadow-md"
        style={{ opacity: state.phase === 'refreshing' ? 1 : Math.max(pullProgress(state.distance), 0.3) }}
      >
        {state.phase === 'refreshing' ? (
          <Spinner />
        ) : activated ? (
          <Check aria-hidden="true" className="size-5 text-primary" data-testid="pull-check" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 -rotate-90 text-primary">
            <circle
              cx="12"
              cy="12"
              r={RADIUS}
              fill="none"
              stroke="currentColor"
              strokeOpacity="0.2"
              strokeWidth="2.5"
            />
            <circle
              cx="12"
              cy="12"
              r={RADIUS}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - ringFill)}
            />
          </svg>
        )}
        <span>{label}</span>
      </div>
      <span role="status" className="sr-only">
        {state.phase === 'refreshing' ? t('pullToRefresh.refreshing') : ''}
      </span>
    </div>
  );
}
