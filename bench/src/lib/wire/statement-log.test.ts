import { describe, expect, it } from 'vitest';
import { StatementLog } from './statement-log.ts';

describe('StatementLog', () => {
  it('runs a Bind of the statement parsed under its name, named or unnamed', () => {
    const log = new StatementLog();
    expect(
      log.accept({ type: 'parse', statement: 'q1', text: 'select $1', paramTypes: [25] }),
    ).toBeUndefined();
    expect(log.accept({ type: 'parse', statement: '', text: 'select 2', paramTypes: [] })).toBeUndefined();
    expect(log.accept({ type: 'bind', portal: '', statement: 'q1', params: ['a'] })).toEqual({
      text: 'select $1',
      params: ['a'],
      paramTypes: [25],
      protocol: 'extended',
      prepared: true,
      connectionOptions: '',
    });
    expect(log.accept({ type: 'bind', portal: '', statement: '', params: [] })).toMatchObject({
      text: 'select 2',
      prepared: false,
    });
  });

  it('runs a Query as it is, with the startup options of its connection, and ignores messages that run nothing', () => {
    const log = new StatementLog();
    const options = '-c role=eventos_app -c app.user_id=';
    expect(
      log.accept({ type: 'startup', protocol: 196_608, parameters: { user: 'u', options } }),
    ).toBeUndefined();
    expect(log.accept({ type: 'query', text: 'BEGIN' })).toMatchObject({
      text: 'BEGIN',
      protocol: 'simple',
      connectionOptions: options,
    });
    expect(log.accept({ type: 'sync' })).toBeUndefined();
    expect(log.accept({ type: 'execute', portal: '' })).toBeUndefined();
  });

  it('refuses a Bind of a statement it never saw parsed', () => {
    expect(() =>
      new StatementLog().accept({ type: 'bind', portal: '', statement: 'q9', params: [] }),
    ).toThrow(/q9/);
  });
});
