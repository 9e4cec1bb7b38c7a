import { describe, expect, it } from 'vitest';
import { FIRST_RESTART_DELAY_MS, LONGEST_RESTART_DELAY_MS, restartDelayMs } from './restart-backoff.ts';

describe('restartDelayMs', () => {
  it('replaces a lone crash at once and doubles while workers keep failing, up to a ceiling', () => {
    expect(restartDelayMs(0)).toBe(FIRST_RESTART_DELAY_MS);
    expect(restartDelayMs(1)).toBe(FIRST_RESTART_DELAY_MS);
    expect(restartDelayMs(2)).toBe(2 * FIRST_RESTART_DELAY_MS);
    expect(restartDelayMs(3)).toBe(4 * FIRST_RESTART_DELAY_MS);
    expect(restartDelayMs(8)).toBe(LONGEST_RESTART_DELAY_MS);
    expect(restartDelayMs(1_000)).toBe(LONGEST_RESTART_DELAY_MS);
  });
});
