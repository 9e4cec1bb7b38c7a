import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, hashClientAddress } from './client-address.ts';

const addressOf = async (trustProxy: boolean, headers: Record<string, string>, socket?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
  return (await app.request('/', { headers }, env)).text();
};

describe('clientAddress', () => {
  it('trusts only the socket by default, ignoring X-Forwarded-For', async () => {
    expect(await addressOf(false, { 'x-forwarded-for': '10.0.0.1' }, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('behind a trusted proxy takes the last X-Forwarded-For entry, the one the proxy appended', async () => {
    expect(await addressOf(true, { 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }, '127.0.0.1')).toBe(
      '203.0.113.9',
    );
    expect(await addressOf(true, {}, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('says "unknown" when there is no socket (in-process requests)', async () => {
    expect(await addressOf(false, {})).toBe('unknown');
  });
});

describe('hashClientAddress', () => {
  it('is a keyed SHA-256: stable per secret, different across secrets, never the address', () => {
    const a = hashClientAddress('198.51.100.7', 'secret-one-0123456789');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientAddress('198.51.100.7', 'secret-one-0123456789')).toBe(a);
    expect(hashClientAddress('198.51.100.7', 'secret-two-0123456789')).not.toBe(a);
    expect(a).not.toContain('198.51.100.7');
  });
});
