import { describe, expect, it, vi } from 'vitest';
import { checkForUpdatesWhenShown, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts';

function shown(state: 'visible' | 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('checkForUpdatesWhenShown', () => {
  it('looks for a new worker when the tab is shown again, at most hourly', () => {
    let clock = 0;
    const update = vi.fn(async () => {});
    const stop = checkForUpdatesWhenShown({ update }, document, () => clock);
    try {
      clock = UPDATE_CHECK_INTERVAL_MS - 1;
      shown('visible');
      expect(update).not.toHaveBeenCalled();
      clock = UPDATE_CHECK_INTERVAL_MS + 1;
      shown('hidden');
      expect(update).not.toHaveBeenCalled();
      shown('visible');
      expect(update).toHaveBeenCalledOnce();
      shown('visible');
      expect(update).toHaveBeenCalledOnce();
    } finally {
      stop();
    }
  });

  it('stops listening', () => {
    let clock = 0;
    const update = vi.fn(async () => {});
    checkForUpdatesWhenShown({ update }, document, () => clock)();
    clock = 2 * UPDATE_CHECK_INTERVAL_MS;
    shown('visible');
    expect(update).not.toHaveBeenCalled();
  });
});
