import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../lib/routing/app-route.ts';
import { ROUTE_ACCESS } from './route-access.ts';
import { unbuiltProtectedRoutes } from './unbuilt-routes.ts';

const lazy = async () => ({});

describe('unbuiltProtectedRoutes', () => {
  it('keeps every protected path of the table guarded, whether or not its page is built', () => {
    const built: AppRoute[] = [{ path: 'profile', access: 'signed-in', lazy }];
    const unbuilt = unbuiltProtectedRoutes(built);
    const all = new Set([...built, ...unbuilt].map((r) => `/${r.path}`));
    for (const entry of ROUTE_ACCESS.filter((e) => e.access !== 'public'))
      expect(all.has(entry.path), entry.path).toBe(true);
    expect(unbuilt.map((r) => r.path)).not.toContain('profile');
    expect(unbuilt.find((r) => r.path === 'locations')?.access).toBe('complete-profile');
    expect(unbuilt.find((r) => r.path === 'admin')?.access).toBe('admin');
    expect(unbuilt.some((r) => r.access === 'public')).toBe(false);
  });
});
