import type { ParamValue } from '../wire/frontend-messages.ts';

/** Names of the types a client may declare at Parse, by OID (pg_type), for casts in scripts. */
const TYPE_NAMES: Record<number, string> = {
  16: 'bool',
  17: 'bytea',
  20: 'int8',
  21: 'int2',
  23: 'int4',
  25: 'text',
  114: 'json',
  700: 'float4',
  701: 'float8',
  1007: 'int4[]',
  1009: 'text[]',
  1016: 'int8[]',
  1043: 'varchar',
  1082: 'date',
  1114: 'timestamp',
  1184: 'timestamptz',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
};

/** `::type` for a declared parameter type; nothing when the server infers it (OID 0 or unknown here). */
export function typeCast(oid: number | undefined): string {
  const name = oid ? TYPE_NAMES[oid] : undefined;
  return name ? `::${name}` : '';
}

/**
 * A parameter value as an SQL constant, as the server would read it with
 * standard_conforming_strings on (the default since 9.1): a string constant with its quotes
 * doubled (untyped, so the server gives it the type the parameter would have had), bytes as a
 * hex bytea, NULL.
 */
export function sqlLiteral(value: ParamValue): string {
  if (value === null) return 'NULL';
  if (typeof value !== 'string') return `'\\x${Buffer.from(value).toString('hex')}'::bytea`;
  if (value.includes('\0')) throw new Error('a text value cannot hold a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}
