import { describe, expect, it } from 'vitest';
import { contentColumns, layoutDevice } from './layout-device.ts';

describe('layoutDevice', () => {
  it.each([
    [320, false, 'mobile'],
    [599, false, 'mobile'],
    [600, false, 'tablet'],
    [1199, false, 'tablet'],
    [1200, false, 'desktop'],
    [1920, false, 'desktop'],
    [800, true, 'mobile'],
    [1280, true, 'mobile'],
  ] as const)('%i px, native %s → %s', (width, native, device) => {
    expect(layoutDevice(width, native)).toBe(device);
  });
});

describe('contentColumns', () => {
  it.each([
    [375, 1],
    [599, 1],
    [600, 2],
    [899, 2],
    [900, 3],
    [1280, 3],
  ] as const)('%i px → %i columns', (width, columns) => {
    expect(contentColumns(width)).toBe(columns);
  });
});
