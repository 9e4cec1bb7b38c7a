import { describe, expect, it } from 'vitest';
import { type PushState, pushTransition } from './push-status.ts';

const idle: PushState = { status: 'idle' };

describe('push status (spec §4)', () => {
  it('goes idle → loading → granted when permission and the token succeed', () => {
    const loading = pushTransition(idle, { type: 'enable' });
    expect(loading).toEqual({ status: 'loading' });
    expect(pushTransition(loading, { type: 'registered' })).toEqual({ status: 'granted' });
  });

  it('goes to denied when the person refuses', () => {
    expect(pushTransition({ status: 'loading' }, { type: 'refused' })).toEqual({
      status: 'denied',
      message: 'push.errors.denied',
    });
  });

  it.each([
    ['unsupported', 'push.errors.unsupported'],
    ['timeout', 'push.errors.timeout'],
    ['server', 'push.errors.register'],
    ['registration', 'push.errors.native_register'],
  ] as const)('goes to error on %s', (reason, message) => {
    expect(pushTransition({ status: 'loading' }, { type: 'failed', reason })).toEqual({
      status: 'error',
      message,
    });
  });

  it('goes back to idle without a session, asking to sign in', () => {
    expect(pushTransition({ status: 'loading' }, { type: 'no-session' })).toEqual({
      status: 'idle',
      message: 'push.errors.sign_in',
    });
  });

  it('starts idle when nothing is granted, granted when a registration exists, denied when blocked', () => {
    expect(pushTransition(idle, { type: 'startup', permission: 'default', registered: false })).toEqual(idle);
    expect(pushTransition(idle, { type: 'startup', permission: 'granted', registered: false })).toEqual(idle);
    expect(pushTransition(idle, { type: 'startup', permission: 'granted', registered: true })).toEqual({
      status: 'granted',
    });
    expect(pushTransition(idle, { type: 'startup', permission: 'denied', registered: false })).toEqual({
      status: 'denied',
    });
  });

  it('ignores a second enable while loading', () => {
    const loading = { status: 'loading' } as const;
    expect(pushTransition(loading, { type: 'enable' })).toBe(loading);
  });
});
