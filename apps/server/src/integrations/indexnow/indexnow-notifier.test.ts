import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createIndexNowNotifier } from './indexnow-notifier.ts';

interface Received {
  at: number;
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/** A local IndexNow endpoint: records submissions, answers 202, or what the test asks for. */
function startPeer() {
  const received: Received[] = [];
  const behaviour = { status: 202, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({
        at: Date.now(),
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(raw),
      });
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(behaviour.status).end();
      }, behaviour.delayMs);
    });
  });
  return { server, received, behaviour };
}

/** Log lines the notifier writes, parsed. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('debug', stream), lines };
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('IndexNow notifier', () => {
  const peer = startPeer();
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(peer.server.address() as AddressInfo).port}/indexnow`;
  });
  afterAll(async () => {
    peer.server.closeAllConnections();
    await new Promise((resolve) => peer.server.close(resolve));
  });
  beforeEach(() => {
    peer.received.splice(0);
    Object.assign(peer.behaviour, { status: 202, delayMs: 0 });
  });

  it('posts the paths of one second together, about a second after the first', async () => {
    const { logger } = capturingLogger();
    const notifier = createIndexNowNotifier({
      key: 'a1b2c3d4e5f6',
      endpoint,
      publicUrl: 'https://eventos.example',
      logger,
    });
    const started = Date.now();
    notifier.notifyChanged(['/events/roda-de-samba']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    notifier.notifyChanged(['/events/feira-de-vinil', '/events/roda-de-samba']);

    await until(() => peer.received.length > 0);
    const [submission] = peer.received;
    expect(submission?.at).toBeGreaterThanOrEqual(started + 950);
    expect(submission).toMatchObject({
      method: 'POST',
      path: '/indexnow',
      contentType: 'application/json; charset=utf-8',
      body: {
        host: 'eventos.example',
        key: 'a1b2c3d4e5f6',
        keyLocation: 'https://eventos.example/a1b2c3d4e5f6.txt',
        urlList: [
          'https://eventos.example/events/roda-de-samba',
          'https://eventos.example/events/feira-de-vinil',
        ],
      },
    });
    // Nothing else follows: the batch went out once.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(peer.received).toHaveLength(1);
  });

  it('logs a refused submission and one that takes too long, without throwing', async () => {
    const { logger, lines } = capturingLogger();
    const notifier = createIndexNowNotifier({
      key: 'a1b2c3d4e5f6',
      endpoint,
      publicUrl: 'https://eventos.example',
      logger,
      delayMs: 10,
      timeoutMs: 200,
    });

    peer.behaviour.status = 422;
    notifier.notifyChanged(['/events/a']);
    await until(() => lines.some((l) => l.msg === 'IndexNow submission refused'));
    expect(lines.find((l) => l.msg === 'IndexNow submission refused')).toMatchObject({
      status: 422,
      urls: 1,
    });

    Object.assign(peer.behaviour, { status: 200, delayMs: 1000 });
    notifier.notifyChanged(['/events/b']);
    await expect(notifier.flush()).resolves.toBeUndefined();
    expect(lines.find((l) => l.msg === 'IndexNow submission failed')).toMatchObject({ level: 40, urls: 1 });
    expect(peer.received.map((r) => (r.body as { urlList: string[] }).urlList)).toEqual([
      ['https://eventos.example/events/a'],
      ['https://eventos.example/events/b'],
    ]);
  });

  it('logs an endpoint that cannot be reached', async () => {
    const { logger, lines } = capturingLogger();
    const notifier = createIndexNowNotifier({
      key: 'a1b2c3d4e5f6',
      endpoint: 'http://127.0.0.1:9/indexnow',
      publicUrl: 'https://eventos.example',
      logger,
    });
    notifier.notifyChanged(['/events/a']);
    await notifier.flush();
    expect(lines.find((l) => l.msg === 'IndexNow submission failed')).toBeDefined();
  });
});
