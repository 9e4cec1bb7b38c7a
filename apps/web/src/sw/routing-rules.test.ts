import { describe, expect, it } from 'vitest';
import {
  isCacheableResponse,
  isPrivateApiPath,
  offlineFallback,
  type RequestFacts,
  routeFor,
  worksOffline,
} from './routing-rules.ts';

const ORIGIN = 'https://eventos.test';

function facts(path: string, init: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts {
  return { url: new URL(path, ORIGIN), method: 'GET', mode: 'cors', destination: '', ...init };
}
const page = (path: string) => facts(path, { mode: 'navigate', destination: 'document' });

function answer(status: number, headers: Record<string, string> = {}) {
  return new Response(status === 204 || status === 304 ? null : 'x', { status, headers });
}

describe('routeFor', () => {
  it('sends page loads network first, public event pages stale-while-revalidate', () => {
    expect(routeFor(page('/'), ORIGIN)).toBe('page');
    expect(routeFor(page('/participating'), ORIGIN)).toBe('page');
    expect(routeFor(page('/events'), ORIGIN)).toBe('page');
    expect(routeFor(page('/events/create'), ORIGIN)).toBe('page');
    expect(routeFor(page('/events/forro-na-praca/live'), ORIGIN)).toBe('page');
    expect(routeFor(page('/events/forro-na-praca'), ORIGIN)).toBe('event-page');
    expect(routeFor(page('/events/forro-na-praca?tab=discussion'), ORIGIN)).toBe('event-page');
  });

  it('leaves a link straight to an upload or an API answer to the network', () => {
    expect(routeFor(page('/uploads/events/a.webp'), ORIGIN)).toBeNull();
    expect(routeFor(page('/api/v1/events'), ORIGIN)).toBeNull();
    expect(routeFor(page('/api/auth/callback/google'), ORIGIN)).toBeNull();
  });

  it('caches translations and uploaded images', () => {
    expect(routeFor(facts('/locales/pt-BR/common.json'), ORIGIN)).toBe('locales');
    expect(routeFor(facts('/uploads/events/abc.webp', { destination: 'image' }), ORIGIN)).toBe('image');
    expect(routeFor(facts('/uploads/avatars/u1.png'), ORIGIN)).toBe('image');
  });

  it('caches the scripts and styles of the build that are not precached, and nothing else under /assets', () => {
    expect(routeFor(facts('/assets/create-event-page-Ab12Cd3.js', { destination: 'script' }), ORIGIN)).toBe(
      'asset',
    );
    expect(routeFor(facts('/assets/leaflet-base-vh-t_kPv.css', { destination: 'style' }), ORIGIN)).toBe(
      'asset',
    );
    expect(routeFor(facts('/assets/manifest.json'), ORIGIN)).toBeNull();
    expect(routeFor(facts('/assets/x.js', { method: 'POST' }), ORIGIN)).toBeNull();
  });

  it('caches only the anonymous-safe event reads of the API', () => {
    expect(routeFor(facts('/api/v1/events'), ORIGIN)).toBe('public-api');
    expect(routeFor(facts('/api/v1/events?cursor=abc&q=forro'), ORIGIN)).toBe('public-api');
    expect(routeFor(facts('/api/v1/events/8b3f0c1e'), ORIGIN)).toBe('public-api');
    for (const path of [
      '/api/v1/events/8b3f/attendance',
      '/api/v1/events/8b3f/comments',
      '/api/v1/events/8b3f/door-list',
      '/api/v1/me',
      '/api/v1/me/participating',
      '/api/auth/session',
      '/api/v1/notifications',
    ]) {
      expect(routeFor(facts(path), ORIGIN), path).toBeNull();
    }
  });

  it('never handles writes or other origins', () => {
    expect(routeFor(facts('/api/v1/events', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(routeFor({ ...page('/events'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(
      routeFor({ ...facts('/'), url: new URL('https://tile.openstreetmap.org/1/2/3.png') }, ORIGIN),
    ).toBeNull();
    expect(
      routeFor(
        { ...facts('/'), url: new URL('https://cdn.example/uploads/a.webp'), destination: 'image' },
        ORIGIN,
      ),
    ).toBeNull();
  });

  it('knows the private API paths', () => {
    expect(isPrivateApiPath('/api/auth/session')).toBe(true);
    expect(isPrivateApiPath('/api/v1/me')).toBe(true);
    expect(isPrivateApiPath('/api/v1/me/saved')).toBe(true);
    expect(isPrivateApiPath('/api/v1/events/x/attendance')).toBe(true);
    expect(isPrivateApiPath('/api/v1/mentions')).toBe(false);
    // A page of the app is not an API path, whatever its name.
    expect(isPrivateApiPath('/events/x/attendees')).toBe(false);
  });
});

describe('isCacheableResponse', () => {
  it('keeps a plain or public 200', () => {
    expect(isCacheableResponse(answer(200))).toBe(true);
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'public, max-age=60' }))).toBe(true);
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'no-cache' }))).toBe(true);
  });

  it('never keeps a private or not-to-be-stored answer', () => {
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'PRIVATE' }))).toBe(false);
    expect(isCacheableResponse(answer(200, { 'Cache-Control': 'private, max-age=3600' }))).toBe(false);
    expect(isCacheableResponse(answer(200, { Vary: '*' }))).toBe(false);
  });

  it('never keeps anything but a full 200', () => {
    for (const status of [201, 204, 206, 301, 304, 401, 403, 404, 500, 503]) {
      expect(isCacheableResponse(answer(status)), String(status)).toBe(false);
    }
  });
});

describe('offlineFallback', () => {
  const at = (path: string) => new URL(path, ORIGIN);

  it('opens the shell for the pages that work offline', () => {
    for (const path of [
      '/',
      '/events',
      '/events/forro',
      '/events/forro/live',
      '/participating',
      '/organizing',
      '/organizing/abc/check-in',
      '/offline',
      '/profile',
      '/share-target',
      '/protocol/events%2Fforro',
    ]) {
      expect(worksOffline(at(path).pathname), path).toBe(true);
      expect(offlineFallback(at(path), true), path).toEqual({ kind: 'shell' });
    }
  });

  it('sends other pages to /offline, told where the person was going', () => {
    expect(offlineFallback(at('/groups/abc?tab=members'), true)).toEqual({
      kind: 'redirect',
      location: '/offline?from=%2Fgroups%2Fabc%3Ftab%3Dmembers',
    });
    expect(offlineFallback(at('/admin'), true)).toEqual({
      kind: 'redirect',
      location: '/offline?from=%2Fadmin',
    });
  });

  it('without the shell, redirects to /offline but never loops on it', () => {
    expect(offlineFallback(at('/events'), false)).toEqual({
      kind: 'redirect',
      location: '/offline?from=%2Fevents',
    });
    expect(offlineFallback(at('/offline'), false)).toEqual({ kind: 'error' });
    expect(offlineFallback(at('/offline?from=%2Fevents'), false)).toEqual({ kind: 'error' });
  });
});
