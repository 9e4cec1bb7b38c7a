import { parseInstant } from './instant.ts';

/**
 * Keyset pagination cursor for lists ordered by (start_datetime, id).
 * Opaque to clients: base64url of a small JSON pair. Decoding never throws.
 */

export interface EventCursor {
  /** ISO 8601 start_datetime of the last item of the previous page. */
  startsAt: string;
  /** id of the last item of the previous page. */
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function encodeEventCursor(cursor: EventCursor): string {
  return toBase64Url(JSON.stringify([cursor.startsAt, cursor.id]));
}

export function decodeEventCursor(value: string): EventCursor | null {
  if (value.length > 200) return null;
  const json = fromBase64Url(value);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [startsAt, id] = parsed;
  if (typeof startsAt !== 'string' || typeof id !== 'string') return null;
  if (!UUID.test(id) || parseInstant(startsAt) === null) return null;
  return { startsAt: new Date(startsAt).toISOString(), id: id.toLowerCase() };
}
