import { BUILT_PAGES } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './route-access.ts';
import { unbuiltProtectedRoutes } from './unbuilt-routes.ts';

describe('unbuiltProtectedRoutes', () => {
  it('keeps every protected page guarded, built or not, and registers no built page twice', () => {
    const unbuilt = unbuiltProtectedRoutes().map((route) => `/${route.path}`);
    for (const entry of ROUTE_ACCESS.filter((e) => e.access !== 'public'))
      expect(BUILT_PAGES.has(entry.path) !== unbuilt.includes(entry.path), entry.path).toBe(true);
    expect(unbuilt).not.toContain('/organizing/manage');
    expect(unbuilt).not.toContain('/events/:id/manage');
    expect(unbuilt).not.toContain('/events/:id/live');
    expect(unbuilt).not.toContain('/participating');
    expect(unbuilt).not.toContain('/organizing');
    expect(unbuilt).not.toContain('/social');
    expect(unbuilt).not.toContain('/profile/notifications');
    expect(unbuilt).not.toContain('/profile');
  });

  it('has nothing left to stand in for: every page of spec §2 is built (issue 22 built the last)', () => {
    expect(unbuiltProtectedRoutes()).toEqual([]);
  });
});
