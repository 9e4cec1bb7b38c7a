import { SPLASH_FADE_MS, SPLASH_HIDE_DELAY_MS } from '@eventos/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideSplashAfterLoad } from './splash.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function fakeSplash() {
  return { hide: vi.fn(async (_options: { fadeOutDuration: number }) => {}) };
}

describe('splash screen (spec §4 Startup)', () => {
  it('hides with a 300 ms fade 800 ms after the page has loaded', () => {
    expect([SPLASH_FADE_MS, SPLASH_HIDE_DELAY_MS]).toEqual([300, 800]);
    const splash = fakeSplash();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    hideSplashAfterLoad(splash);
    vi.advanceTimersByTime(5_000);
    expect(splash.hide).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(799);
    expect(splash.hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(splash.hide).toHaveBeenCalledExactlyOnceWith({ fadeOutDuration: 300 });
  });

  it('counts from now when the page had already loaded', () => {
    const splash = fakeSplash();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    hideSplashAfterLoad(splash);
    vi.advanceTimersByTime(799);
    expect(splash.hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(splash.hide).toHaveBeenCalledTimes(1);
  });
});
