import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';

describe('compression', () => {
  let app: ReturnType<typeof buildApp>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(() => {
    const root = mkdtempSync(join(tmpdir(), 'eventos-compress-'));
    const webDistDir = join(root, 'dist');
    mkdirSync(join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDistDir, 'assets', 'app-1.js'), script);
    writeFileSync(join(webDistDir, 'assets', 'app-1.js.gz'), gzipSync(script));
    writeFileSync(join(webDistDir, 'assets', 'plain-1.js'), script);
    app = buildApp({
      database: {} as DatabaseHandle,
      logger: createLogger('silent'),
      config: { webDistDir, uploadsDir: join(root, 'uploads') },
    });
  });

  it('sends the pre-compressed file of the build when the client accepts it', async () => {
    const res = await app.request('/assets/app-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses other text responses on the fly', async () => {
    const res = await app.request('/assets/plain-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const problem = await app.request('/api/nope', { headers: { 'accept-encoding': 'gzip' } });
    expect(problem.status).toBe(404);
  });

  it('sends plain bytes to a client that does not accept compression', async () => {
    const res = await app.request('/assets/app-1.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('says a text answer varies by Accept-Encoding, whether it was compressed or not, once', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }];
    for (const headers of asked) {
      const res = await app.request('/assets/plain-1.js', { headers });
      expect(res.headers.get('vary'), JSON.stringify(headers)).toBe('Accept-Encoding');
      const problem = await app.request('/api/nope', { headers });
      expect(problem.headers.get('vary'), JSON.stringify(headers)).toContain('Accept-Encoding');
      expect(problem.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
    }
  });
});
