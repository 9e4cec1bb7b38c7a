import fc from 'fast-check';
import { XSS_PAYLOADS } from '../xss-payloads.ts';

/**
 * What an attacker or a broken client types into any field: control characters, unpaired UTF-16
 * halves, direction and zero-width marks, huge texts, dates outside years 1–9999, injection-looking
 * texts (the XSS corpus too) and values of the wrong type. Fixed values are always sent; generated ones come from a fixed
 * seed, so a run is the same every time.
 */

function farCursor(startsAt: string): string {
  return Buffer.from(JSON.stringify([startsAt, '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60'])).toString(
    'base64url',
  );
}

/** Texts every field is tried with at least once. */
export const EDGE_TEXTS: readonly string[] = [
  '\u0000',
  'Festa\u0000de samba',
  '\uD800',
  'Festa \uDC00 de samba',
  '\u202Eabc\u202C\u200F\u061C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '😀🎉👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  '\u0001\u0007\u001B[31m\u007F\u0085',
  '\r\n\r\nX-Injected: 1',
  '',
  ' \t\n',
  '0000-01-01',
  '10000-01-01',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2024-02-30',
  'NaN',
  '1e309',
  '-1',
  '__proto__',
  '../../../etc/passwd',
  '%',
  '%00',
  "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as typed
  '${7*7}{{7*7}}<script>alert(1)</script>',
  'a'.repeat(10_000),
  'ç'.repeat(70_000),
  // Opaque keyset cursors that carry a far date.
  farCursor('0000-01-01T00:00:00.000Z'),
  farCursor('+275760-09-13T00:00:00.000Z'),
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n));
const marks = fc.constantFrom('\u0000', '\u200B', '\u202E', '\u200F', '\uFEFF', '\u0301', '😀', '\uD83D');

/** Generated texts: any code point, control characters, unpaired halves, marks and huge lengths. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_TEXTS), weight: 4 },
  { arbitrary: fc.constantFrom(...XSS_PAYLOADS), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: fc.oneof(loneSurrogate, marks), minLength: 1, maxLength: 12 }), weight: 2 },
  { arbitrary: fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
  {
    // Any year from far before 1 to far after 9999, in the shapes a date parser may accept.
    arbitrary: fc
      .tuple(fc.integer({ min: -300_000, max: 300_000 }), fc.constantFrom('', 'T00:00:00Z', 'T12:00'))
      .map(
        ([year, time]) =>
          `${year < 0 ? '-' : year > 9999 ? '+' : ''}${String(Math.abs(year)).padStart(year < 0 || year > 9999 ? 6 : 4, '0')}-01-01${time}`,
      ),
    weight: 2,
  },
);

/** A value of any JSON type where a field expects something else. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badText, weight: 6 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [null],
      ['\u0000'],
      { $gt: '' },
      JSON.parse('{"__proto__":{"admin":true}}'),
      { toString: 'x' },
    ),
    weight: 3,
  },
  { arbitrary: fc.array(badText, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(badText, badText, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Bodies that are not what a JSON route wants, sent as the raw text with the given content type. */
export const RAW_BODIES: readonly { contentType: string | null; body: string }[] = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '{"name":' },
  { contentType: 'application/json', body: '\u0000' },
  { contentType: 'application/json', body: '"\\ud800"' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[{}]' },
  { contentType: 'application/json', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
  { contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'text/plain', body: '{"name":"Festa"}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'name=%00&email[]=a' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--x--\r\n',
  },
  { contentType: null, body: '{"name":"Festa"}' },
];

/** A JSON body over the 1 MB limit. */
export const OVERSIZE_JSON = JSON.stringify({ name: 'x'.repeat(1_200_000) });

/** The bytes of a text as %XX escapes; unpaired UTF-16 halves become their (invalid) UTF-8 bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  }
  return out;
}

/** Samples of an arbitrary, the same on every run. */
export function sampleOf<T>(arb: fc.Arbitrary<T>, count: number, seed: number): T[] {
  return fc.sample(arb, { numRuns: count, seed });
}
