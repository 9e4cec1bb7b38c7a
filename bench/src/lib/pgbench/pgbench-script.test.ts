import { describe, expect, it } from 'vitest';
import type { RecordedStatement } from '../wire/statement-log.ts';
import { pgbenchScript } from './pgbench-script.ts';
import { sqlLiteral } from './sql-literal.ts';

const bound = (text: string, params: RecordedStatement['params'], paramTypes: number[] = []) =>
  ({
    text,
    params,
    paramTypes,
    protocol: 'extended',
    prepared: true,
    connectionOptions: '',
  }) satisfies RecordedStatement;
const simple = (text: string) =>
  ({
    text,
    params: [],
    paramTypes: [],
    protocol: 'simple',
    prepared: false,
    connectionOptions: '',
  }) satisfies RecordedStatement;

describe('sqlLiteral', () => {
  it('doubles the quotes of a string and leaves backslashes as they are', () => {
    expect(sqlLiteral('Bar d\'Ajuda \\ "velho"')).toBe("'Bar d''Ajuda \\ \"velho\"'");
  });

  it('writes timestamps and arrays as the driver sent them, as untyped constants', () => {
    expect(sqlLiteral('2026-11-25T21:00:00.000-03:00')).toBe("'2026-11-25T21:00:00.000-03:00'");
    expect(sqlLiteral('{"samba","forró","a\\"b"}')).toBe('\'{"samba","forró","a\\"b"}\'');
  });

  it('writes NULL and bytes as a hex bytea', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(Uint8Array.from([0, 171]))).toBe("'\\x00ab'::bytea");
  });

  it('refuses a NUL character, which no text value can hold', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
  });
});

describe('pgbenchScript', () => {
  const request = [
    simple("BEGIN READ ONLY; SELECT set_config('app.user_id', 'u-1', true)"),
    bound("select set_config('role', 'eventos_app', true), set_config('app.user_id', $1, true)", ['']),
    bound('select * from events where slug = $1 and starts_at >= $2 limit $3;', [
      "o'clock-1",
      '2026-11-25T21:00:00.000Z',
      '20',
    ]),
    simple('COMMIT'),
  ];

  it('keeps the transaction and sends text values as parameters in prepared mode', () => {
    expect(pgbenchScript(request, 'prepared', 'detail')).toEqual({
      script: [
        '-- detail',
        'BEGIN READ ONLY;',
        "SELECT set_config('app.user_id', 'u-1', true);",
        "select set_config('role', 'eventos_app', true), set_config('app.user_id', '', true);",
        'select * from events where slug = :s3p1 and starts_at >= :s3p2 limit :s3p3;',
        'COMMIT;',
        '',
      ].join('\n'),
      defines: ["s3p1=o'clock-1", 's3p2=2026-11-25T21:00:00.000Z', 's3p3=20'],
    });
  });

  it('quotes the values for simple mode and keeps a many-statement Query one round trip', () => {
    const { script, defines } = pgbenchScript(request, 'simple');
    expect(script.split('\n')[0]).toBe("BEGIN READ ONLY\\; SELECT set_config('app.user_id', 'u-1', true);");
    expect(defines).toEqual(["s3p1='o''clock-1'", "s3p2='2026-11-25T21:00:00.000Z'", "s3p3='20'"]);
  });

  it('writes NULL and binary values in place, casts declared types, and defines a reused $n once', () => {
    const { script, defines } = pgbenchScript(
      [bound('select $1, $2, $3, $3', [null, Uint8Array.of(1), '{1,2}'], [0, 0, 1007])],
      'prepared',
    );
    expect(script).toBe("select NULL, '\\x01'::bytea, :s1p3::int4[], :s1p3::int4[];\n");
    expect(defines).toEqual(['s1p3={1,2}']);
  });

  it('refuses, in prepared mode only, a statement pgbench would rewrite (":name" inside a constant)', () => {
    expect(() => pgbenchScript([simple("select 'a:b'")], 'prepared')).toThrow(/":b"/);
    expect(pgbenchScript([simple("select 'a:b'")], 'simple').script).toBe("select 'a:b';\n");
    const casts = pgbenchScript([simple("select x::text, '08:00', a[1:2] from t")], 'prepared');
    expect(casts.script).toBe("select x::text, '08:00', a[1:2] from t;\n");
  });

  it('refuses a placeholder with no bound value', () => {
    expect(() => pgbenchScript([bound('select $2', ['x'])], 'prepared')).toThrow(/\$2/);
  });
});
