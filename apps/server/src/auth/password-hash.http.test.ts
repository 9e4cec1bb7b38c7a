import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { authAccounts, authUsers } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { signIn, TEST_ORIGIN, TEST_PASSWORD } from '../test/auth-session.ts';
import { fastPasswordHasher } from '../test/fast-password-hasher.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** The other suites sign people up with a cheap hash; this one proves what production stores. */
describe('password hashing', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const root = mkdtempSync(join(tmpdir(), 'eventos-hash-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'uploads'));
    app = buildApp({
      database: database.handle,
      logger: createLogger('silent'),
      config: { webDistDir: join(root, 'web'), uploadsDir: join(root, 'uploads') },
      mailer: { send: async () => {} },
    });
  });
  afterAll(() => database.dispose());

  it('stores the auth library scrypt by default, and signs in with it', async () => {
    const email = 'hash@example.test';
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ name: 'Ana', email, password: TEST_PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    const db = database.handle.db;
    const [user] = await db
      .update(authUsers)
      .set({ emailVerified: true })
      .where(eq(authUsers.email, email))
      .returning({ id: authUsers.id });
    const [account] = await db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(eq(authAccounts.userId, user?.id ?? ''));
    // 16 bytes of salt and a 64-byte key, both hex: N 16384, r 16 (no test prefix).
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect((await signIn(app, email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(app, email, `${TEST_PASSWORD}x`)).status).toBe(401);
  });

  it('the tests’ cheap hash checks its own hashes and still accepts the real ones', async () => {
    const cheap = await fastPasswordHasher.hash('segredo-123');
    expect(await fastPasswordHasher.verify({ hash: cheap, password: 'segredo-123' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: cheap, password: 'segredo-124' })).toBe(false);
    const real = await hashPassword('segredo-123');
    expect(await fastPasswordHasher.verify({ hash: real, password: 'segredo-123' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: real, password: 'outro' })).toBe(false);
  });
});
