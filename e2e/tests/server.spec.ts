import { expect, test } from '@playwright/test';

const PROBLEM_JSON = /^application\/problem\+json\b/;

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

test.describe('the server, over HTTP', () => {
  test('GET /api/health reports the server and the database healthy', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  test('an unknown API path is a 404 problem+json', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(PROBLEM_JSON);
    const problem = await response.json();
    expect(problem).toMatchObject({ status: 404, code: expect.any(String), title: expect.any(String) });
  });

  for (const query of ['limit=abc', 'limit=100000', 'cursor=garbage']) {
    test(`GET /api/v1/events?${query} is a 400 problem+json`, async ({ request }) => {
      const response = await request.get(`/api/v1/events?${query}`);
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toMatch(PROBLEM_JSON);
      const problem = await response.json();
      expect(problem).toMatchObject({ status: 400, code: expect.any(String), detail: expect.any(String) });
      expect(JSON.stringify(problem)).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
    });
  }

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const csp = headers['content-security-policy'];
    expect(csp, 'content-security-policy').toBeTruthy();
    const directives = cspDirectives(csp ?? '');
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, 'script-src (or default-src)').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors'), 'frame-ancestors').toBeDefined();

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });

  for (const path of ['/events?x=1', '/some/client/route']) {
    test(`a deep link (${path}) gets index.html, revalidated`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
      expect(response.headers()['cache-control']).toMatch(/\bno-cache\b/);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(/<script[^>]+type="module"[^>]+src="\/assets\/[^"]+\.js"/);
    });
  }

  test('hashed assets are cached as immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length, 'index.html references /assets/*').toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toMatch(/\bimmutable\b/);
      expect(response.headers()['cache-control'], asset).toMatch(/\bmax-age=\d{7,}\b/);
    }
  });
});
