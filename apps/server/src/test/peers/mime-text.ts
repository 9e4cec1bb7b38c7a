/**
 * Just enough MIME decoding for tests to read the mails our server sends: the subject and the
 * text/plain part, in quoted-printable, base64 or plain 7/8-bit.
 */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), folded over several lines. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headerBlock(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export interface ParsedMail {
  subject: string;
  to: string;
  text: string;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = headerBlock(raw);
  const subject = decodeHeader(headers.get('subject') ?? '');
  const to = headers.get('to') ?? '';
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    return {
      subject,
      to,
      text: decodeBody(body, (headers.get('content-transfer-encoding') ?? '').toLowerCase()),
    };
  }
  for (const part of body.split(`--${boundary}`)) {
    const parsed = headerBlock(part.replace(/^\r?\n/, ''));
    if ((parsed.headers.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
      const encoding = (parsed.headers.get('content-transfer-encoding') ?? '').toLowerCase();
      return { subject, to, text: decodeBody(parsed.body, encoding) };
    }
  }
  return { subject, to, text: '' };
}
