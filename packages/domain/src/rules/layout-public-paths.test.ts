import { describe, expect, it } from 'vitest';
import { isPublicPath } from './layout-public-paths.ts';

describe('isPublicPath (spec §4)', () => {
  it.each([
    '/',
    '/about',
    '/contact',
    '/cookies',
    '/privacy',
    '/auth',
    '/terms',
    '/help',
    '/events',
    '/reset-password',
    '/events/roda-de-samba',
    '/events/3f1c2a9e-0000-4000-8000-000000000001',
    '/events/',
    '/about/',
    '/About',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/events/create',
    '/events/create/',
    '/Events/Create',
    '/events/create/x',
    '/events/abc/edit',
    '/events/abc/live',
    '/profile',
    '/participating',
    '/organizing',
    '/social',
    '/locations',
    '/complete-profile',
    '/admin',
    '/groups',
    '/offline',
    '/aboutus',
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
