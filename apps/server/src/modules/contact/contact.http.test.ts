import type { Problem } from '@eventos/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';

const valid = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  subject: 'Dúvida sobre eventos',
  message: 'Olá! Como faço para divulgar o meu evento na plataforma?',
  language: 'pt-BR',
};

interface StoredRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  user_id: string | null;
  ip_hash: string;
}

describeEachBackend('POST /api/v1/contact', (ctx) => {
  const post = async (body: unknown, address = '198.51.100.7', headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(
      '/api/v1/contact',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    return { res, body: (await res.json()) as Problem & { id: string; createdAt: string } };
  };
  const stored = () => queryRows<StoredRow>(ctx.db, sql`SELECT * FROM contact_messages ORDER BY created_at`);

  it('stores a valid message without the raw client address', async () => {
    const { res, body } = await post(valid);
    expect(res.status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, user_id: null });
    expect(rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.7');
  });

  describe('rejects each invalid field with its code', () => {
    it.each([
      ['name', 'validation.contact.name.required', ''],
      ['name', 'validation.contact.name.too_short', 'A'],
      ['email', 'validation.contact.email.invalid', 'maria@'],
      ['email', 'validation.contact.email.required', ''],
      ['subject', 'validation.contact.subject.too_short', 'Oi'],
      ['message', 'validation.contact.message.too_short', 'curta'],
      ['message', 'validation.contact.message.too_long', 'x'.repeat(5001)],
    ])('%s → 400 %s', async (field, code, value) => {
      const { res, body } = await post({ ...valid, [field]: value });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body.code).toBe('request.invalid');
      expect(body.errors).toContainEqual(expect.objectContaining({ path: field, code }));
      expect(await stored()).toHaveLength(0);
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { res, body } = await post('not json');
    expect(res.status).toBe(400);
    expect(body.code).toBe('request.invalid');
  });

  it('accepts 5 messages per client address an hour, then 429 with a pt-BR detail', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).res.status).toBe(201);
    const { res, body } = await post(valid);
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(body).toMatchObject({ status: 429, code: 'contact.rate_limited' });
    expect(body.detail).toContain('Aguarde uma hora');
    expect(await stored()).toHaveLength(5);
    // Another client is not affected.
    expect((await post(valid, '203.0.113.9')).res.status).toBe(201);
  });

  it('ignores a forged X-Forwarded-For (no trusted proxy configured)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(valid, '198.51.100.7', { 'X-Forwarded-For': `10.0.0.${i}` })).res.status).toBe(201);
    }
    const { res } = await post(valid, '198.51.100.7', { 'X-Forwarded-For': '10.9.9.9' });
    expect(res.status).toBe(429);
  });

  it('counts messages older than an hour no more', async () => {
    const { res } = await post(valid);
    expect(res.status).toBe(201);
    await ctx.db.execute(sql`UPDATE contact_messages SET created_at = now() - interval '61 minutes'`);
    await ctx.db.execute(sql`INSERT INTO contact_messages (name, email, subject, message, ip_hash)
      SELECT name, email, subject, message, ip_hash FROM contact_messages, generate_series(1, 3)`);
    await ctx.db.execute(sql`UPDATE contact_messages SET created_at = now() - interval '2 hours'`);
    for (let i = 0; i < 5; i++) expect((await post(valid)).res.status).toBe(201);
  });
});
