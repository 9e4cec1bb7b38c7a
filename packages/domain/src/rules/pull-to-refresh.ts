import {
  PULL_ACTIVATION_RATIO,
  PULL_MAX_PX,
  PULL_RESISTANCE,
  PULL_RESISTANCE_BEYOND_THRESHOLD,
  PULL_START_DISTANCE_PX,
  PULL_THRESHOLD_PX,
  PULL_TOP_TOLERANCE_PX,
} from '../constants/pull-to-refresh.ts';

/** Pull-to-refresh rules of spec §4/§9, as pure maths and a state machine. */

/** A pull may start only at the top of the page (within 5 px) and not on an interactive element. */
export function canStartPull(scrollTop: number, startedOnInteractive: boolean): boolean {
  return scrollTop <= PULL_TOP_TOLERANCE_PX && !startedOnInteractive;
}

/** Finger movement (px, downward positive) → indicator distance: 0.8 up to the threshold, then 0.3, capped at 120. */
export function resistedPullDistance(fingerDelta: number): number {
  if (fingerDelta <= 0) return 0;
  const fingerAtThreshold = PULL_THRESHOLD_PX / PULL_RESISTANCE;
  const distance =
    fingerDelta <= fingerAtThreshold
      ? fingerDelta * PULL_RESISTANCE
      : PULL_THRESHOLD_PX + (fingerDelta - fingerAtThreshold) * PULL_RESISTANCE_BEYOND_THRESHOLD;
  return Math.min(distance, PULL_MAX_PX);
}

/** Share of the threshold reached, 0 to 1 (the progress ring). */
export function pullProgress(distance: number): number {
  return Math.min(Math.max(distance / PULL_THRESHOLD_PX, 0), 1);
}

/** Distance at which releasing refreshes and the ring turns into a check: 60% of the threshold. */
export const PULL_ACTIVATION_PX = PULL_THRESHOLD_PX * PULL_ACTIVATION_RATIO;

export function isPullActivated(distance: number): boolean {
  return distance >= PULL_ACTIVATION_PX;
}

export type PullPhase = 'idle' | 'tracking' | 'pulling' | 'refreshing';

export interface PullState {
  phase: PullPhase;
  /** Finger position where the touch began. */
  startY: number;
  /** Indicator distance in px. */
  distance: number;
}

export type PullEvent =
  | { type: 'touchStart'; y: number; scrollTop: number; onInteractive: boolean }
  | { type: 'touchMove'; y: number }
  | { type: 'touchEnd' }
  | { type: 'refreshEnded' }
  | { type: 'reset' };

export const PULL_IDLE: PullState = { phase: 'idle', startY: 0, distance: 0 };

/** The next state. `touchEnd` from an activated pull enters 'refreshing': the caller then refreshes. */
export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'touchStart':
      if (state.phase === 'refreshing') return state;
      return canStartPull(event.scrollTop, event.onInteractive)
        ? { phase: 'tracking', startY: event.y, distance: 0 }
        : PULL_IDLE;
    case 'touchMove': {
      if (state.phase !== 'tracking' && state.phase !== 'pulling') return state;
      const delta = event.y - state.startY;
      if (delta <= 0) return { ...state, phase: 'tracking', distance: 0 };
      if (state.phase === 'tracking' && delta <= PULL_START_DISTANCE_PX) return state;
      return { ...state, phase: 'pulling', distance: resistedPullDistance(delta) };
    }
    case 'touchEnd':
      if (state.phase === 'pulling' && isPullActivated(state.distance)) {
        return { ...state, phase: 'refreshing', distance: PULL_ACTIVATION_PX };
      }
      return state.phase === 'refreshing' ? state : PULL_IDLE;
    case 'refreshEnded':
    case 'reset':
      return PULL_IDLE;
  }
}
