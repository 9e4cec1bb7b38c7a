import { Agent, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Problem } from '@eventos/domain';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn, TEST_ORIGIN } from '../test/auth-session.ts';
import { describeEachBackend } from '../test/describe-each-backend.ts';
import { answerClientErrors, SERVER_OPTIONS } from './client-errors.ts';

/**
 * Size limits over a real socket, against the app served as main.ts serves it: bodies over 1 MB
 * (or over an upload's own size), URLs over 16 KB and headers over the server's limit answer
 * problem+json, and a connection that ends after such an answer is closed without a reset, even
 * when the client keeps sending the rest of its body on a keep-alive connection.
 */

interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  problem: Problem;
  /** Errors the client saw on the request or its socket (a reset shows as ECONNRESET or EPIPE). */
  errors: string[];
}

interface Outgoing {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  /** Sent whole with its Content-Length. */
  body?: Buffer;
  /** Sent chunked, one piece at a time, going on after the answer arrives as a real upload would. */
  chunks?: { count: number; size: number };
}

function exchange(port: number, out: Outgoing): Promise<Exchange> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    const agent = new Agent({ keepAlive: true });
    const req = request({
      host: '127.0.0.1',
      port,
      method: out.method,
      path: out.path,
      headers: out.headers,
      agent,
    });
    const noteError = (err: NodeJS.ErrnoException) => errors.push(err.code ?? err.message);
    req.on('error', noteError);
    let answer: Omit<Exchange, 'errors'> | undefined;
    let finish: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(finish);
      agent.destroy();
      resolve({ ...(answer ?? { status: 0, headers: {}, problem: {} as Problem }), errors });
    };
    req.on('socket', (socket) => {
      socket.on('error', noteError);
      socket.on('close', () => setTimeout(done, 50));
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', noteError);
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, problem: JSON.parse(text || '{}') };
        // A connection kept alive stays open: nothing more to wait for.
        finish = setTimeout(done, 1_500);
      });
    });
    if (out.chunks) {
      const piece = Buffer.alloc(out.chunks.size, 0x61);
      let sent = 0;
      const next = () => {
        if (req.destroyed) return;
        if (sent++ >= (out.chunks?.count ?? 0)) return void req.end();
        req.write(piece, () => setImmediate(next));
      };
      next();
    } else req.end(out.body);
  });
}

const json = (size: number) => Buffer.from(JSON.stringify({ firstName: 'Ana', pad: 'x'.repeat(size) }));

describeEachBackend(
  'size limits over a socket',
  (ctx) => {
    let server: Server;
    let port: number;
    let cookie: string;
    beforeAll(async () => {
      cookie = (await signUpAndSignIn(ctx.app, ctx.db)).cookie;
      server = await new Promise<Server>((resolve) => {
        const s = serve(
          { fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: SERVER_OPTIONS },
          () => resolve(s as Server),
        ) as Server;
      });
      answerClientErrors(server);
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const asUser = (extra: Record<string, string | number> = {}) => ({
      cookie,
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...extra,
    });

    const expectTooLarge = (answer: Exchange) => {
      expect(answer.errors).toEqual([]);
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.headers.connection).toBe('close');
      expect(answer.problem).toMatchObject({
        status: 413,
        code: 'request.too_large',
        detail: 'A requisição é grande demais.',
      });
    };

    describe('JSON bodies', () => {
      it('reads a body under 1 MB', async () => {
        const body = json(900 * 1024);
        const answer = await exchange(port, { method: 'PATCH', path: '/api/v1/me', headers: asUser(), body });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(200);
      });

      it('refuses a 2 MB body with its length at once, and closes without a reset', async () => {
        const body = json(2 * 1024 * 1024);
        expectTooLarge(
          await exchange(port, { method: 'PATCH', path: '/api/v1/me', headers: asUser(), body }),
        );
      });

      it('refuses a 50 MB body the client sends whole on a keep-alive connection', async () => {
        const body = json(50 * 1024 * 1024);
        expectTooLarge(
          await exchange(port, { method: 'PATCH', path: '/api/v1/me', headers: asUser(), body }),
        );
      });

      it('refuses a chunked body once it grows past 1 MB while the client goes on sending', async () => {
        const headers = asUser({ 'transfer-encoding': 'chunked' });
        const chunks = { count: 48, size: 64 * 1024 };
        expectTooLarge(await exchange(port, { method: 'PATCH', path: '/api/v1/me', headers, chunks }));
      });

      it('holds a multipart body to 1 MB on a route that takes no file', async () => {
        const headers = asUser({ 'content-type': 'multipart/form-data; boundary=b' });
        const body = Buffer.alloc(2 * 1024 * 1024, 0x61);
        expectTooLarge(await exchange(port, { method: 'PATCH', path: '/api/v1/me', headers, body }));
      });

      it('limits the auth endpoints too', async () => {
        const body = json(2 * 1024 * 1024);
        const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
        expectTooLarge(
          await exchange(port, { method: 'POST', path: '/api/auth/sign-in/email', headers, body }),
        );
      });
    });

    describe('uploads keep their own sizes', () => {
      const multipart = (size: number) => {
        const head = Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
        );
        return Buffer.concat([head, Buffer.alloc(size, 0xff), Buffer.from('\r\n--b--\r\n')]);
      };
      const uploadHeaders = () => asUser({ 'content-type': 'multipart/form-data; boundary=b' });

      it('reads an avatar over 1 MB and under its 5 MB', async () => {
        const body = multipart(3 * 1024 * 1024);
        const answer = await exchange(port, {
          method: 'POST',
          path: '/api/v1/me/avatar',
          headers: uploadHeaders(),
          body,
        });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(400);
        expect(answer.problem.errors?.[0]?.path).toBe('file');
      });

      it('refuses an avatar over 5 MB with its own code, closing gently', async () => {
        const body = multipart(6 * 1024 * 1024);
        const answer = await exchange(port, {
          method: 'POST',
          path: '/api/v1/me/avatar',
          headers: uploadHeaders(),
          body,
        });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(413);
        expect(answer.headers.connection).toBe('close');
        expect(answer.problem.errors?.[0]).toMatchObject({
          path: 'file',
          code: 'validation.avatar.too_large',
        });
      });
    });

    describe('long URLs and headers', () => {
      it('answers a URL over 16 KB with 414 problem+json', async () => {
        const answer = await exchange(port, {
          method: 'GET',
          path: `/api/v1/events?q=${'a'.repeat(20 * 1024)}`,
        });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(414);
        expect(answer.headers['content-type']).toContain('application/problem+json');
        expect(answer.problem).toMatchObject({
          code: 'request.uri_too_long',
          detail: 'O endereço da requisição é longo demais.',
        });
      });

      it('answers a URL past the server header limit with 431 problem+json and closes without a reset', async () => {
        const answer = await exchange(port, { method: 'GET', path: `/events?q=${'a'.repeat(100 * 1024)}` });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(431);
        expect(answer.headers['content-type']).toContain('application/problem+json');
        expect(answer.headers.connection).toBe('close');
        expect(answer.problem).toMatchObject({
          status: 431,
          code: 'request.headers_too_large',
          detail: 'Os cabeçalhos da requisição são grandes demais.',
        });
      });

      it('answers headers past the limit the same way', async () => {
        const headers = { 'x-big': 'b'.repeat(80 * 1024) };
        const answer = await exchange(port, { method: 'GET', path: '/api/health', headers });
        expect(answer.errors).toEqual([]);
        expect(answer.status).toBe(431);
        expect(answer.problem.code).toBe('request.headers_too_large');
      });
    });
  },
  { database: 'per-suite' },
);
