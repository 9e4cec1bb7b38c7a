import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { type FrontendMessage, FrontendParser } from './frontend-messages.ts';

/** What node-postgres sends for a parameterised query on a named statement, after startup. */
const session = Buffer.concat([
  serialize.requestSsl(),
  serialize.startup({ user: 'postgres', database: 'eventos', options: '-c role=eventos_app' }),
  serialize.query('BEGIN'),
  serialize.parse({ name: 'card', text: 'select $1::text, $2, $3', types: [25, 0, 0] }),
  serialize.bind({ statement: 'card', values: ["it's", null, Buffer.from([0, 255])] }),
  serialize.describe({ type: 'P' }),
  serialize.execute(),
  serialize.sync(),
  serialize.end(),
]);

const expected: FrontendMessage[] = [
  {
    type: 'startup',
    protocol: 196_608,
    parameters: {
      user: 'postgres',
      database: 'eventos',
      options: '-c role=eventos_app',
      client_encoding: 'UTF8',
    },
  },
  { type: 'query', text: 'BEGIN' },
  { type: 'parse', statement: 'card', text: 'select $1::text, $2, $3', paramTypes: [25, 0, 0] },
  { type: 'bind', portal: '', statement: 'card', params: ["it's", null, Uint8Array.from([0, 255])] },
  { type: 'other', code: 'D' },
  { type: 'execute', portal: '' },
  { type: 'sync' },
  { type: 'terminate' },
];

describe('FrontendParser', () => {
  it('reads the startup packet and the typed messages that follow, skipping a declined SSL request', () => {
    expect(new FrontendParser().push(session)).toEqual(expected);
  });

  it('reads the same messages when the bytes arrive one at a time', () => {
    const parser = new FrontendParser();
    const messages = [...session].flatMap((byte) => parser.push(Uint8Array.of(byte)));
    expect(messages).toEqual(expected);
  });

  it('applies a single format code to every parameter and per-parameter codes to each', () => {
    const body = (formats: number[], values: Buffer[]) => {
      const parts = [
        Buffer.from('\0s\0'),
        int16(formats.length),
        ...formats.map(int16),
        int16(values.length),
      ];
      for (const v of values) parts.push(int32(v.length), v);
      parts.push(int16(0));
      const payload = Buffer.concat(parts);
      return Buffer.concat([Buffer.from('B'), int32(payload.length + 4), payload]);
    };
    const parser = new FrontendParser();
    parser.push(serialize.startup({ user: 'u' }));
    const [allBinary] = parser.push(body([1], [Buffer.from('ab'), Buffer.from('c')]));
    const [mixed] = parser.push(body([0, 1], [Buffer.from('ab'), Buffer.from('c')]));
    expect(allBinary).toMatchObject({ params: [Uint8Array.from([97, 98]), Uint8Array.from([99])] });
    expect(mixed).toMatchObject({ params: ['ab', Uint8Array.from([99])] });
  });

  it('reads UTF-8 text, quotes and newlines as sent', () => {
    const parser = new FrontendParser();
    parser.push(serialize.startup({ user: 'u' }));
    const [message] = parser.push(serialize.query("select 'São João\n''forró'''"));
    expect(message).toEqual({ type: 'query', text: "select 'São João\n''forró'''" });
  });
});

function int16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}
