import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../lib/routing/app-route.ts';
import type { Session } from '../../lib/session/session-context.tsx';
import { meFixture } from '../../lib/session/testing/me-fixture.ts';
import { decideGuard, type GuardDecision } from './guard-decision.ts';

const loading: Session = { status: 'loading' };
const visitor: Session = { status: 'visitor' };
const consent: Session = { status: 'needs-consent', me: meFixture({}, { pendingConsents: ['terms'] }) };
const incomplete: Session = {
  status: 'authenticated',
  profileComplete: false,
  role: 'user',
  me: meFixture({ complete: false, status: 'pending' }),
};
const user: Session = { status: 'authenticated', profileComplete: true, role: 'user', me: meFixture() };
const admin: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'admin',
  me: meFixture({ role: 'admin' }),
};

const moderator: Session = {
  status: 'authenticated',
  profileComplete: true,
  role: 'moderator',
  me: meFixture({ role: 'moderator' }),
};

const render: GuardDecision = { kind: 'render' };
const wait: GuardDecision = { kind: 'wait' };
const to = (path: string, replace = true): GuardDecision => ({ kind: 'redirect', to: path, replace });
const denied: GuardDecision = { kind: 'redirect', to: '/', replace: true, notice: 'forbidden' };
const toAuth = to('/auth?redirect=%2Fparticipating%3FmainTab%3Dorganizing');

const origin = '/participating?mainTab=organizing';

describe('decideGuard', () => {
  it.each<[RouteAccess, string, Session, GuardDecision]>([
    ['public', 'loading', loading, render],
    ['public', 'visitor', visitor, render],
    ['public', 'user', user, render],
    ['public', 'consent pending', consent, render],
    ['signed-in', 'consent pending', consent, wait],
    ['complete-profile', 'consent pending', consent, wait],
    ['admin', 'consent pending', consent, wait],
    ['signed-in', 'loading', loading, wait],
    ['signed-in', 'visitor', visitor, toAuth],
    ['signed-in', 'incomplete profile', incomplete, render],
    ['signed-in', 'user', user, render],
    ['complete-profile', 'loading', loading, wait],
    ['complete-profile', 'visitor', visitor, toAuth],
    [
      'complete-profile',
      'incomplete profile',
      incomplete,
      to('/complete-profile?redirect=%2Fparticipating%3FmainTab%3Dorganizing'),
    ],
    ['complete-profile', 'user', user, render],
    ['admin', 'loading', loading, wait],
    ['admin', 'visitor', visitor, to('/login')],
    ['admin', 'incomplete profile', incomplete, denied],
    ['admin', 'user', user, denied],
    ['admin', 'moderator', moderator, denied],
    ['admin', 'admin', admin, render],
    // The reports queue (issue 21): moderators and administrators, the same refusals otherwise.
    ['moderation', 'loading', loading, wait],
    ['moderation', 'consent pending', consent, wait],
    ['moderation', 'visitor', visitor, to('/login')],
    ['moderation', 'incomplete profile', incomplete, denied],
    ['moderation', 'user', user, denied],
    ['moderation', 'moderator', moderator, render],
    ['moderation', 'admin', admin, render],
  ])('%s route, %s → %j', (access, _who, session, decision) => {
    expect(decideGuard({ access, session, origin })).toEqual(decision);
  });

  it('sends users lacking a required role to /events', () => {
    expect(decideGuard({ access: 'signed-in', session: user, origin, requiredRole: 'admin' })).toEqual(
      to('/events'),
    );
    expect(decideGuard({ access: 'signed-in', session: admin, origin, requiredRole: 'admin' })).toEqual(
      render,
    );
    expect(decideGuard({ access: 'signed-in', session: visitor, origin, requiredRole: 'admin' })).toEqual(
      toAuth,
    );
  });
});
