import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './unread-badge.ts';

describe('formatUnreadBadge', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
    [99, '9+'],
    [1500, '9+'],
  ])('%i unread → %j', (count, text) => {
    expect(formatUnreadBadge(count)).toBe(text);
  });

  it('shows nothing for negative or invalid counts', () => {
    expect(formatUnreadBadge(-3)).toBe('');
    expect(formatUnreadBadge(Number.NaN)).toBe('');
  });
});
