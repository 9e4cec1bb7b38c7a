import { describe, expect, it } from 'vitest';
import { retryTarget } from './offline-page.tsx';

describe('retryTarget', () => {
  it('goes back to the page the worker could not open offline', () => {
    expect(retryTarget('/groups/abc?tab=members')).toBe('/groups/abc?tab=members');
    expect(retryTarget('/admin')).toBe('/admin');
  });

  it('never leaves the app, nor comes back to /offline itself', () => {
    for (const from of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(retryTarget(from), String(from)).toBeNull();
    }
    expect(retryTarget('/offline')).toBeNull();
    expect(retryTarget('/offline?from=%2Fadmin')).toBeNull();
    expect(retryTarget('/offline-events')).toBe('/offline-events');
  });
});
