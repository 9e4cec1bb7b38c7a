import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, displayCategory, LEGACY_CATEGORY_KEYS } from './categories.ts';

describe('categories', () => {
  it('has the 12 keys of the spec', () => {
    expect(CATEGORY_KEYS).toHaveLength(12);
  });

  it('shows current keys as themselves', () => {
    for (const key of CATEGORY_KEYS) expect(displayCategory(key)).toBe(key);
  });

  it('maps every legacy key to a current one', () => {
    for (const key of LEGACY_CATEGORY_KEYS) expect(CATEGORY_KEYS).toContain(displayCategory(key));
    expect(displayCategory('music')).toBe('arts_culture');
    expect(displayCategory('charity')).toBe('community_causes');
  });

  it('shows unknown keys as other', () => {
    expect(displayCategory('whatever')).toBe('other');
  });
});
