import { describe, expect, it } from 'vitest';
import { recoveryTarget } from './recovery-link.ts';

describe('recoveryTarget', () => {
  it('sends /auth?token=…#recovery on to /reset-password', () => {
    expect(recoveryTarget('?token=abc123', '#recovery')).toBe('/reset-password?token=abc123&type=recovery');
  });

  it('reads a token carried in the fragment', () => {
    expect(recoveryTarget('', '#access_token=t0k&type=recovery')).toBe(
      '/reset-password?token=t0k&type=recovery',
    );
    expect(recoveryTarget('', '#recovery&token=a%2Bb')).toBe('/reset-password?token=a%2Bb&type=recovery');
  });

  it('ignores anything without a recovery marker or a token', () => {
    expect(recoveryTarget('?token=abc', '')).toBeNull();
    expect(recoveryTarget('', '#recovery')).toBeNull();
    expect(recoveryTarget('?mode=signup', '#top')).toBeNull();
  });
});
