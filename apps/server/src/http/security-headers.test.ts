import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function cspDirective(name: string): Promise<string | undefined> {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/', (c) => c.text('ok'));
  const res = await app.request('/');
  const csp = res.headers.get('content-security-policy') ?? '';
  return csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

describe('securityHeaders', () => {
  it("frames only OpenStreetMap's embeddable map", async () => {
    expect(await cspDirective('frame-src')).toBe('frame-src https://www.openstreetmap.org');
  });

  it("loads map tiles from OpenStreetMap's tile servers and images from nowhere else", async () => {
    expect(await cspDirective('img-src')).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
    );
  });

  it('lets no one frame the app and runs no foreign script', async () => {
    expect(await cspDirective('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(await cspDirective('script-src')).toBe("script-src 'self'");
  });
});
