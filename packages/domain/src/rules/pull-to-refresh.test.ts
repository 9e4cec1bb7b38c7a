import { describe, expect, it } from 'vitest';
import {
  canStartPull,
  isPullActivated,
  PULL_ACTIVATION_PX,
  PULL_IDLE,
  type PullEvent,
  type PullState,
  pullProgress,
  pullReducer,
  resistedPullDistance,
} from './pull-to-refresh.ts';

const run = (events: PullEvent[], from: PullState = PULL_IDLE) => events.reduce(pullReducer, from);
const start = (y = 100, scrollTop = 0, onInteractive = false): PullEvent => ({
  type: 'touchStart',
  y,
  scrollTop,
  onInteractive,
});
const move = (y: number): PullEvent => ({ type: 'touchMove', y });

describe('canStartPull', () => {
  it.each([
    [0, false, true],
    [5, false, true],
    [6, false, false],
    [300, false, false],
    [0, true, false],
  ])('scrollTop %d, on interactive %s → %s', (scrollTop, interactive, expected) => {
    expect(canStartPull(scrollTop, interactive)).toBe(expected);
  });
});

describe('resistedPullDistance', () => {
  it.each([
    [-30, 0],
    [0, 0],
    [10, 8],
    [50, 40],
    [100, 80], // 0.8 up to the threshold (80)
    [110, 83], // then 0.3
    [200, 110],
    [233.33, 120], // max pull 120
    [1000, 120],
  ])('finger %d px → %d px', (finger, expected) => {
    expect(resistedPullDistance(finger)).toBeCloseTo(expected, 1);
  });
});

describe('progress and activation', () => {
  it('activates at 60% of the threshold (48 px)', () => {
    expect(PULL_ACTIVATION_PX).toBe(48);
    expect(isPullActivated(47.9)).toBe(false);
    expect(isPullActivated(48)).toBe(true);
  });

  it.each([
    [0, 0],
    [40, 0.5],
    [80, 1],
    [120, 1],
  ])('distance %d → progress %d', (distance, expected) => {
    expect(pullProgress(distance)).toBe(expected);
  });
});

describe('pullReducer', () => {
  it('starts tracking only at the top and off interactive elements', () => {
    expect(run([start(100, 0)]).phase).toBe('tracking');
    expect(run([start(100, 5)]).phase).toBe('tracking');
    expect(run([start(100, 6)]).phase).toBe('idle');
    expect(run([start(100, 0, true)]).phase).toBe('idle');
  });

  it('needs more than 10 px downward to start pulling', () => {
    expect(run([start(100), move(110)]).phase).toBe('tracking');
    expect(run([start(100), move(111)])).toMatchObject({ phase: 'pulling', distance: 8.8 });
  });

  it('ignores upward drags', () => {
    expect(run([start(100), move(40)])).toMatchObject({ phase: 'tracking', distance: 0 });
    expect(run([start(100), move(160), move(90)])).toMatchObject({ phase: 'tracking', distance: 0 });
  });

  it('ignores moves when no pull is being tracked', () => {
    expect(run([start(100, 300), move(300)])).toEqual(PULL_IDLE);
  });

  it('refreshes on release when the pull reached 60% of the threshold', () => {
    expect(run([start(100), move(160), { type: 'touchEnd' }]).phase).toBe('refreshing'); // 48 px
    expect(run([start(100), move(159), { type: 'touchEnd' }])).toEqual(PULL_IDLE); // 47.2 px
  });

  it('stays refreshing until the refresh ends, ignoring new touches', () => {
    const refreshing = run([start(100), move(300), { type: 'touchEnd' }]);
    expect(run([start(100), move(300), { type: 'touchEnd' }], refreshing)).toEqual(refreshing);
    expect(run([{ type: 'refreshEnded' }], refreshing)).toEqual(PULL_IDLE);
  });

  it('resets on route change', () => {
    expect(run([start(100), move(200), { type: 'reset' }])).toEqual(PULL_IDLE);
  });
});
