/**
 * One Server-Sent Events response body (text/event-stream): named events with JSON data, comment
 * lines, a retry hint. Writing to a closed stream does nothing. A client that stops reading is not
 * buffered for without end: once more than MAX_BUFFERED bytes wait, the stream closes, and the
 * client reconnects and catches up by refetching, as after any other break.
 */
export interface SseStream {
  send(event: string, data: unknown): void;
  comment(text: string): void;
  retry(ms: number): void;
  close(): void;
  readonly closed: boolean;
  /** Runs once when the stream ends, whoever ended it (this side, or the client going away). */
  onClose(fn: () => void): void;
}

const MAX_BUFFERED = 256 * 1024;
const encoder = new TextEncoder();

/** A single line of SSE field text: line breaks would start new fields. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function createSseStream(): { stream: SseStream; body: ReadableStream<Uint8Array> } {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const closers: (() => void)[] = [];

  const finish = () => {
    if (closed) return;
    closed = true;
    for (const fn of closers.splice(0)) {
      try {
        fn();
      } catch {
        // A cleanup that fails must not stop the others.
      }
    }
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: MAX_BUFFERED, size: (chunk) => chunk.byteLength },
  );

  const write = (text: string) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) <= 0) {
      stream.close();
      return;
    }
    controller.enqueue(encoder.encode(text));
  };

  const stream: SseStream = {
    send(event, data) {
      write(`event: ${oneLine(event)}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${oneLine(text)}\n\n`);
    },
    retry(ms) {
      write(`retry: ${Math.max(0, Math.round(ms))}\n\n`);
    },
    close() {
      if (closed) return;
      try {
        controller?.close();
      } catch {
        // Already closed by the reader.
      }
      finish();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
  return { stream, body };
}
