import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { Database } from '../db/client.ts';
import { isPgError, PG_ERROR } from '../db/pg-error.ts';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '../db/schema/index.ts';

/**
 * The auth library's tables on our database. The library looks an address up before inserting it,
 * so two sign-ups with one address at the same instant both pass the look-up and the second insert
 * hits the unique index. That insert is refused the way the library refuses a known address
 * (403 from user creation), so sign-up answers it exactly like a repeat: the generic reply.
 */
export function authDatabase(db: Database) {
  const adapter = drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: authUsers,
      session: authSessions,
      account: authAccounts,
      verification: authVerifications,
      rateLimit: authRateLimits,
    },
  });
  return (options: Parameters<typeof adapter>[0]) => duplicateAddressAsKnown(adapter(options));
}

type AuthAdapter = ReturnType<ReturnType<typeof drizzleAdapter>>;

/** The adapter, and the one it hands to a transaction (sign-up runs in one), with that refusal. */
function duplicateAddressAsKnown(base: AuthAdapter): AuthAdapter {
  return {
    ...refuseDuplicateAddress(base),
    transaction: (callback) => base.transaction((trx) => callback(refuseDuplicateAddress(trx))),
  };
}

function refuseDuplicateAddress<A extends Pick<AuthAdapter, 'create'>>(base: A): A {
  return {
    ...base,
    create: async (args) => {
      try {
        return await base.create(args);
      } catch (err) {
        if (args.model === 'user' && isPgError(err, PG_ERROR.uniqueViolation, 'auth_users_email_unique')) {
          throw new APIError('FORBIDDEN', { message: 'e-mail already registered' });
        }
        throw err;
      }
    },
  };
}
