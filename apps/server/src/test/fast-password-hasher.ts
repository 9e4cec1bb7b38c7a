import { randomBytes, scrypt } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHasher } from '../auth/password-hasher.ts';

/** Marks the hashes made here, so the real ones (the seeded demo accounts) still verify. */
const PREFIX = 'test-scrypt$';
/** About a millisecond: a test proves what a password unlocks, not how hard it is to guess. */
const COST = { N: 1024, r: 8, p: 1 };

function derive(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, COST, (err, key) =>
      err ? reject(err) : resolve(key.toString('hex')),
    ),
  );
}

/** A cheap scrypt for the test suites' throwaway accounts; production keeps the auth library's. */
export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}${salt}:${await derive(password, salt)}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', key] = hash.slice(PREFIX.length).split(':');
    return (await derive(password, salt)) === key;
  },
};
