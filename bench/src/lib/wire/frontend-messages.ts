/**
 * The messages a Postgres client sends (frontend protocol 3.0), read from the raw byte stream of one
 * connection: first the untyped startup packets (an SSL or GSS encryption request that the server
 * declines, then the startup message or a cancel request), then typed messages of one type byte
 * and an int32 length that counts itself. Only what a statement recorder needs is decoded.
 */

/** A parameter of a Bind: text (format 0), raw bytes (format 1), or SQL NULL. */
export type ParamValue = string | Uint8Array | null;

export type FrontendMessage =
  | { type: 'startup'; protocol: number; parameters: Record<string, string> }
  | { type: 'query'; text: string }
  | { type: 'parse'; statement: string; text: string; paramTypes: number[] }
  | { type: 'bind'; portal: string; statement: string; params: ParamValue[] }
  | { type: 'execute'; portal: string }
  | { type: 'sync' }
  | { type: 'terminate' }
  | { type: 'other'; code: string };

const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/** Reads fields from one message body. */
class Reader {
  private offset = 0;
  constructor(private readonly body: Buffer) {}

  int16(): number {
    const value = this.body.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  int32(): number {
    const value = this.body.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  cstring(): string {
    const end = this.body.indexOf(0, this.offset);
    if (end < 0) throw new Error('unterminated string in a frontend message');
    const value = this.body.toString('utf8', this.offset, end);
    this.offset = end + 1;
    return value;
  }

  bytes(length: number): Buffer {
    const value = this.body.subarray(this.offset, this.offset + length);
    if (value.length !== length) throw new Error('truncated frontend message');
    this.offset += length;
    return value;
  }
}

function readBind(reader: Reader): FrontendMessage {
  const portal = reader.cstring();
  const statement = reader.cstring();
  const formats = Array.from({ length: reader.int16() }, () => reader.int16());
  const count = reader.int16();
  const params: ParamValue[] = [];
  for (let i = 0; i < count; i++) {
    const length = reader.int32();
    if (length < 0) {
      params.push(null);
      continue;
    }
    const raw = reader.bytes(length);
    // No codes: all text; one code: it applies to every parameter; else one code per parameter.
    const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
    params.push(format === 1 ? Uint8Array.from(raw) : raw.toString('utf8'));
  }
  return { type: 'bind', portal, statement, params };
}

/** The name/value pairs of a startup message (user, database, options…), ended by an empty name. */
function readStartupParameters(body: Buffer): Record<string, string> {
  const reader = new Reader(body);
  const parameters: Record<string, string> = {};
  for (let name = reader.cstring(); name !== ''; name = reader.cstring()) parameters[name] = reader.cstring();
  return parameters;
}

function readTyped(code: string, body: Buffer): FrontendMessage {
  const reader = new Reader(body);
  switch (code) {
    case 'Q':
      return { type: 'query', text: reader.cstring() };
    case 'P': {
      const statement = reader.cstring();
      const text = reader.cstring();
      const paramTypes = Array.from({ length: reader.int16() }, () => reader.int32() >>> 0);
      return { type: 'parse', statement, text, paramTypes };
    }
    case 'B':
      return readBind(reader);
    case 'E':
      return { type: 'execute', portal: reader.cstring() };
    case 'S':
      return { type: 'sync' };
    case 'X':
      return { type: 'terminate' };
    default:
      return { type: 'other', code };
  }
}

/**
 * Splits one connection's client-to-server bytes into messages, whatever the chunking. Feed it
 * every chunk in order; it returns the messages each chunk completed.
 */
export class FrontendParser {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;

  push(chunk: Uint8Array): FrontendMessage[] {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    const messages: FrontendMessage[] = [];
    for (;;) {
      const message = this.started ? this.nextTyped() : this.nextStartup();
      if (message === undefined) return messages;
      if (message !== null) messages.push(message);
    }
  }

  /** The next startup-phase packet; null for a request that does not end the phase. */
  private nextStartup(): FrontendMessage | null | undefined {
    if (this.pending.length < 8) return undefined;
    const length = this.pending.readInt32BE(0);
    if (this.pending.length < length) return undefined;
    const code = this.pending.readInt32BE(4);
    const packet = this.pending.subarray(8, length);
    this.pending = this.pending.subarray(length);
    if (code === SSL_REQUEST || code === GSS_REQUEST) return null;
    if (code === CANCEL_REQUEST) return { type: 'other', code: 'cancel' };
    if (code !== PROTOCOL_3) throw new Error(`unsupported frontend protocol ${code}`);
    this.started = true;
    return { type: 'startup', protocol: code, parameters: readStartupParameters(packet) };
  }

  private nextTyped(): FrontendMessage | undefined {
    if (this.pending.length < 5) return undefined;
    const length = this.pending.readInt32BE(1);
    if (this.pending.length < 1 + length) return undefined;
    const code = String.fromCharCode(this.pending[0] ?? 0);
    const body = this.pending.subarray(5, 1 + length);
    this.pending = this.pending.subarray(1 + length);
    return readTyped(code, body);
  }
}
