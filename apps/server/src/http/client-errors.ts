import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { Logger } from '../logger.ts';
import { problemBody } from './problem.ts';

/** Node's limit is 16 KB; URLs up to this size reach the app, which answers 414 past 16 KB. */
export const MAX_HEADER_BYTES = 64 * 1024;

/** Options of the HTTP server: main.ts and the tests that listen on a socket use the same. */
export const SERVER_OPTIONS = { maxHeaderSize: MAX_HEADER_BYTES } satisfies ServerOptions;

/** How long a closing connection keeps reading what the client still sends, and how much at most. */
const LINGER_MS = 5_000;
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const closing = new WeakSet<Socket>();

/**
 * Ends a connection without resetting it: FIN after what was written, then whatever the client is
 * still sending (the rest of a body too large to read) is read and dropped until it closes its side,
 * for a few seconds and some megabytes at most. Closing a socket with unread bytes makes the kernel
 * send a reset, which can destroy the answer before the client has read it.
 * `incoming`, the request being refused, is set flowing so its body is dropped, not buffered.
 */
export function closeGently(socket: Socket, incoming?: Readable): void {
  if (socket.destroyed || closing.has(socket)) return;
  closing.add(socket);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  let dropped = 0;
  socket.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) socket.destroy();
  });
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
  if (incoming) {
    incoming.removeAllListeners('data');
    incoming.resume();
  }
  socket.end();
  socket.resume();
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** What the HTTP parser's error means for the client: a status and the problem's code. */
function problemFor(code: string | undefined): { status: number; code: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'request.headers_too_large' };
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, code: 'request.too_large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request.invalid' };
  return { status: 400, code: 'request.invalid' };
}

/**
 * Requests Node refuses before the app sees them (headers or a URL over MAX_HEADER_BYTES, a
 * malformed request line, a request that took too long) get a problem+json answer like any other
 * error, instead of Node's bare status line, and the connection is closed gently.
 */
export function answerClientErrors(server: Server, logger?: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (closing.has(socket)) return;
    const answered = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || answered) {
      socket.destroy();
      return;
    }
    const { status, code } = problemFor(err.code);
    logger?.debug({ code: err.code, status }, 'request refused by the HTTP parser');
    const body = JSON.stringify(problemBody(status, code, undefined));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    closeGently(socket);
  });
}
