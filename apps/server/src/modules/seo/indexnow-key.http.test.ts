import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createIndexNowNotifier } from '../../integrations/indexnow/indexnow-notifier.ts';
import type { SearchIndexNotifier } from '../../integrations/indexnow/search-index-notifier.ts';
import { createLogger } from '../../logger.ts';

const KEY = 'a1b2c3d4-e5f6-0789';

function appWith(searchIndex?: SearchIndexNotifier) {
  const root = mkdtempSync(join(tmpdir(), 'eventos-indexnow-'));
  const webDistDir = join(root, 'dist');
  mkdirSync(webDistDir);
  mkdirSync(join(root, 'uploads'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return buildApp({
    database: {} as DatabaseHandle,
    logger: createLogger('silent'),
    config: { webDistDir, uploadsDir: join(root, 'uploads') },
    searchIndex,
  });
}

describe('IndexNow key file', () => {
  it('is served at /{key}.txt when a key is configured', async () => {
    const app = appWith(
      createIndexNowNotifier({
        key: KEY,
        endpoint: 'http://127.0.0.1:9/indexnow',
        publicUrl: 'http://localhost:3000',
        logger: createLogger('silent'),
      }),
    );
    const res = await app.request(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe(KEY);

    const other = await app.request('/b1b2c3d4-e5f6-0789.txt');
    expect(await other.text()).not.toContain('b1b2c3d4');
    expect((await app.request('/robots.txt')).status).toBe(200);
  });

  it('does not exist without a key', async () => {
    const res = await appWith().request(`/${KEY}.txt`);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).not.toContain(KEY);
  });
});
