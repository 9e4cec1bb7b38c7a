import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { FrontendParser } from './frontend-messages.ts';
import { type RecordedStatement, StatementLog } from './statement-log.ts';

export interface RecordingProxy {
  /** Port on 127.0.0.1 that forwards to the upstream Postgres. */
  port: number;
  /** Starts keeping the statements every connection runs (in the order they arrive). */
  record(): void;
  /** Stops keeping them and returns what was kept since record(); throws when a stream could not be read. */
  take(): RecordedStatement[];
  close(): Promise<void>;
}

/**
 * A TCP proxy to Postgres that reads what clients send (lib/wire/frontend-messages.ts) and, while
 * recording, keeps the statements they run. Bytes pass through unchanged in both directions; it is
 * for finding out which statements a request sends, not for measuring.
 */
export async function startRecordingProxy(upstream: { host: string; port: number }): Promise<RecordingProxy> {
  let recording: RecordedStatement[] | null = null;
  let failure: Error | null = null;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const database = connect(upstream);
    const parser = new FrontendParser();
    const log = new StatementLog();
    sockets.add(client).add(database);
    // A stream it cannot read (TLS, say) is still passed on; take() then says why it has nothing.
    let unreadable = false;
    client.on('data', (chunk: Buffer) => {
      if (!unreadable)
        try {
          for (const message of parser.push(chunk)) {
            const statement = log.accept(message);
            if (statement && recording) recording.push(statement);
          }
        } catch (err) {
          unreadable = true;
          failure ??= err as Error;
        }
      database.write(chunk);
    });
    database.pipe(client);
    const end = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on('close', end).on('error', end);
    database.on('close', end).on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP port');

  return {
    port: address.port,
    record() {
      recording = [];
    },
    take() {
      if (failure) throw failure;
      const kept = recording ?? [];
      recording = null;
      return kept;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
