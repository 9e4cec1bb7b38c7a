import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { type RunningServer, startServer, stopServer } from '../support/server.ts';

const IN_FLIGHT = 20;
const ANSWERED_BEFORE_SIGNAL = 1;

interface Outcome {
  status: number;
  body: string;
}

interface InFlight {
  /** Resolves once the whole request has been handed to the socket. */
  sent: Promise<void>;
  /** Resolves with the complete response; rejects on a socket error or a cut-off body. */
  done: Promise<Outcome>;
  isDone(): boolean;
}

/** One GET on its own connection, so the server sees N concurrent requests. */
function get(url: string): InFlight {
  let finished = false;
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = new Promise<Outcome>((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('response aborted')));
      res.on('end', () => {
        finished = true;
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('finish', markSent);
    req.on('error', reject);
    req.end();
  });
  return { sent, done, isDone: () => finished };
}

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

test.describe('graceful shutdown', () => {
  test.setTimeout(180_000);
  let server: RunningServer | undefined;

  test.afterEach(async () => {
    if (server) await stopServer(server).catch(() => undefined);
    server = undefined;
  });

  test('SIGTERM lets every in-flight request finish, then the process exits with 0', async () => {
    server = await startServer({ name: 'shutdown' });
    const url = `${server.baseURL}/api/v1/events?limit=50`;
    // Warm up (first query plans, module caches) so the timing below is the steady state.
    const warm = await get(url).done;
    expect(warm.status).toBe(200);

    const requests = Array.from({ length: IN_FLIGHT }, () => get(url));
    await Promise.all(requests.map((r) => r.sent));
    // Every request has reached the server's machine; once the server has answered the first of them
    // it is working through the burst (it accepts pending connections together), so the rest are in
    // flight: that is the moment a deploy's SIGTERM must not cost a single request.
    await waitUntil(() => requests.filter((r) => r.isDone()).length >= ANSWERED_BEFORE_SIGNAL);
    const finishedBeforeSignal = requests.filter((r) => r.isDone()).length;
    const signalledAt = Date.now();
    expect(server.process.kill('SIGTERM')).toBe(true);

    const outcomes = await Promise.allSettled(requests.map((r) => r.done));
    const exitCode = await server.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    await test.info().attach('shutdown.txt', {
      body: [
        `requests: ${IN_FLIGHT}, finished before SIGTERM: ${finishedBeforeSignal}`,
        `exit: ${exitCode} after ${exitedAfterMs} ms`,
        '--- server output ---',
        server.recentOutput(),
      ].join('\n'),
      contentType: 'text/plain',
    });

    expect(
      finishedBeforeSignal,
      'some requests must still be in flight when SIGTERM arrives, or this test proves nothing',
    ).toBeLessThan(IN_FLIGHT);
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected'
        ? [`#${index}: ${String(outcome.reason)}`]
        : outcome.value.status !== 200
          ? [`#${index}: HTTP ${outcome.value.status}`]
          : [],
    );
    expect(failures, 'every in-flight request completes with 200').toEqual([]);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(JSON.parse(outcome.value.body)).toHaveProperty('items');
    }
    expect(exitCode, `exit code; server output:\n${server.recentOutput()}`).toBe(0);

    // Once stopped, the port refuses new connections.
    await expect(get(url).done).rejects.toThrow(/ECONNREFUSED/);
  });
});
