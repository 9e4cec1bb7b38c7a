/**
 * What keyset cursors share: a (time text, uuid) pair as base64url of a small JSON array, opaque to
 * clients. Decoding never throws; it answers null for anything that is not such a pair.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CURSOR_LENGTH = 200;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeCursorPair(time: string, id: string): string {
  return toBase64Url(JSON.stringify([time, id]));
}

/** The pair's time text (unchecked: each cursor checks its own form) and its id in lower case. */
export function decodeCursorPair(value: string): { time: string; id: string } | null {
  if (value.length > MAX_CURSOR_LENGTH) return null;
  const json = fromBase64Url(value);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [time, id] = parsed;
  if (typeof time !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  return { time, id: id.toLowerCase() };
}
