import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgbenchScript } from '../pgbench/pgbench-script.ts';
import { pgbenchVersion, runPgbench } from '../pgbench/run-pgbench.ts';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** Startup options, as the app's visitor connections send theirs (a harmless setting here). */
const OPTIONS = '-c statement_timeout=4321';
const hasPgbench = (await pgbenchVersion()) !== null;

describe.skipIf(!databaseUrl)('recording proxy (TEST_DATABASE_URL)', () => {
  let proxy: RecordingProxy;
  let client: pg.Client;

  beforeAll(async () => {
    const upstream = new URL(databaseUrl ?? '');
    proxy = await startRecordingProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const viaProxy = new URL(upstream);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    client = new pg.Client({ connectionString: viaProxy.toString(), options: OPTIONS });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await proxy?.close();
  });

  const cards = {
    name: 'cards',
    text: 'select $1::text as name, $2::timestamptz as starts, $3::text[] as tags, $4::text as none',
  };
  const values = ["Bar d'Ajuda", new Date('2026-11-25T21:00:00Z'), ['samba', 'a"b'], null];

  it('keeps what the driver ran while recording, named statements included, and passes answers back', async () => {
    await client.query({ ...cards, values }); // parsed before the recording
    proxy.record();
    await client.query('BEGIN');
    const { rows } = await client.query({ ...cards, values });
    await client.query('select $1::int + 1 as n', [41]);
    await client.query('COMMIT');
    const statements = proxy.take();

    expect(rows[0]).toMatchObject({ name: "Bar d'Ajuda", tags: ['samba', 'a"b'], none: null });
    expect(statements.map((s) => [s.text, s.protocol, s.prepared, s.connectionOptions])).toEqual([
      ['BEGIN', 'simple', false, OPTIONS],
      [cards.text, 'extended', true, OPTIONS],
      ['select $1::int + 1 as n', 'extended', false, OPTIONS],
      ['COMMIT', 'simple', false, OPTIONS],
    ]);
    const [name, starts, tags, none] = statements[1]?.params ?? [];
    expect([name, tags, none]).toEqual(["Bar d'Ajuda", '{"samba","a\\"b"}', null]);
    expect(new Date(String(starts)).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(proxy.take()).toEqual([]);
  });

  it.skipIf(!hasPgbench)('writes a script that pgbench replays in prepared and simple mode', async () => {
    proxy.record();
    await client.query('BEGIN');
    await client.query({ ...cards, values });
    // Fails unless pgbench's connections start with the same options.
    await client.query("select 1 / (current_setting('statement_timeout') = '4321ms')::int");
    await client.query('COMMIT');
    const statements = proxy.take();
    for (const mode of ['prepared', 'simple'] as const) {
      const result = await runPgbench({
        databaseUrl: databaseUrl ?? '',
        connectionOptions: OPTIONS,
        ...pgbenchScript(statements, mode),
        mode,
        clients: 1,
        threads: 1,
        durationSeconds: 1,
      });
      expect(result.failed).toBe(0);
      expect(result.transactions).toBeGreaterThan(0);
    }
  });
});

describe('recording proxy on a stream it cannot read', () => {
  it('still passes the bytes on, and says so when asked for what it kept', async () => {
    const echo = createServer((socket) => socket.pipe(socket)).listen(0, '127.0.0.1');
    await once(echo, 'listening');
    const address = echo.address();
    const proxy = await startRecordingProxy({ host: '127.0.0.1', port: (address as { port: number }).port });
    try {
      proxy.record();
      const socket = connect({ host: '127.0.0.1', port: proxy.port });
      const bogus = Buffer.from([0, 0, 0, 8, 0, 1, 0, 0]); // protocol 1.0, long gone
      socket.write(bogus);
      const [answer] = (await once(socket, 'data')) as [Buffer];
      socket.destroy();
      expect(answer).toEqual(bogus);
      expect(() => proxy.take()).toThrow(/unsupported frontend protocol/);
    } finally {
      await proxy.close();
      echo.close();
    }
  });
});
