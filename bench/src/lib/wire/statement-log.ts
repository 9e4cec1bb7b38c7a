import type { FrontendMessage, ParamValue } from './frontend-messages.ts';

/** One statement a client ran, as the server received it. */
export interface RecordedStatement {
  text: string;
  params: ParamValue[];
  /** Type OIDs the client declared at Parse (0: left to the server). */
  paramTypes: number[];
  /** 'simple': a Query message; 'extended': Parse/Bind/Execute. */
  protocol: 'simple' | 'extended';
  /** Whether it ran a named prepared statement (parsed once on the connection, bound many times). */
  prepared: boolean;
  /** The `options` of the connection's startup message (e.g. `-c role=…`), '' when it sent none. */
  connectionOptions: string;
}

interface Parsed {
  text: string;
  paramTypes: number[];
}

/**
 * Turns one connection's frontend messages into the statements it ran: a Query is one; a Bind is
 * one, of the statement Parse named earlier on the same connection (that Parse may predate the
 * recording, so every Parse is remembered whether or not anything is being recorded).
 */
export class StatementLog {
  private readonly parsed = new Map<string, Parsed>();
  private connectionOptions = '';

  /** The statement the message runs, if it runs one. */
  accept(message: FrontendMessage): RecordedStatement | undefined {
    const connectionOptions = this.connectionOptions;
    switch (message.type) {
      case 'startup':
        this.connectionOptions = message.parameters.options ?? '';
        return undefined;
      case 'query':
        return {
          text: message.text,
          params: [],
          paramTypes: [],
          protocol: 'simple',
          prepared: false,
          connectionOptions,
        };
      case 'parse':
        this.parsed.set(message.statement, { text: message.text, paramTypes: message.paramTypes });
        return undefined;
      case 'bind': {
        const statement = this.parsed.get(message.statement);
        if (!statement) throw new Error(`Bind of a statement never parsed: "${message.statement}"`);
        return {
          text: statement.text,
          params: message.params,
          paramTypes: statement.paramTypes,
          protocol: 'extended',
          prepared: message.statement !== '',
          connectionOptions,
        };
      }
      default:
        return undefined;
    }
  }
}
