import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';

/** HTTP behaviour that needs no database: static files, SPA fallback, headers, unknown API paths. */
describe('app shell', () => {
  const unusedDatabase = {} as DatabaseHandle;
  let app: ReturnType<typeof buildApp>;

  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'eventos-shell-'));
    const webDistDir = join(root, 'dist');
    const uploadsDir = join(root, 'uploads');
    mkdirSync(join(webDistDir, 'assets'), { recursive: true });
    mkdirSync(join(uploadsDir, 'avatars'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDistDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(webDistDir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(uploadsDir, 'avatars', 'foto.webp'), 'RIFF');
    app = buildApp({
      database: unusedDatabase,
      logger: createLogger('silent'),
      config: { webDistDir, uploadsDir },
    });
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it.each(['/', '/events', '/events/roda-de-samba?x=1', '/user/ana/friends'])(
    'answers the client route %s with index.html, not cached',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it('still answers an event page with the shell when its tags cannot be read', async () => {
    // This app's database answers nothing: the page loses its tags, never its content.
    const res = await app.request('/events/roda-de-samba');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<!doctype html><div id="root"></div>');
  });

  // Event covers ask the database who may see them: event-cover-access.http.test.ts.
  it('serves uploaded images', async () => {
    const res = await app.request('/uploads/avatars/foto.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('answers a missing upload with 404 problem+json', async () => {
    const res = await app.request('/uploads/avatars/nada.webp');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it.each(['/api/nope', '/api/v1/nothing/here', '/api'])(
    'answers unknown %s with 404 problem+json',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({
        status: 404,
        code: 'route.not_found',
        detail: 'Recurso não encontrado.',
      });
    },
  );

  it('sets the security headers on every response', async () => {
    for (const path of ['/', '/api/nope', '/assets/index-AbC123.js']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const fresh = await app.request('/api/nope');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/nope', { headers: { 'x-request-id': 'lb-trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-12345678');
    const replaced = await app.request('/api/nope', { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('answers an unexpected failure with 500 problem+json carrying the request id, no stack', async () => {
    const res = await app.request('/api/v1/events');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 500,
      code: 'internal.error',
      requestId: res.headers.get('x-request-id'),
    });
    expect(JSON.stringify(body)).not.toMatch(/TypeError|at |\.ts/);
  });
});
