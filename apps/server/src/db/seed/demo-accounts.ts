import { CONSENT_TYPES, CURRENT_CONSENT_VERSIONS } from '@eventos/domain';
import { hashPassword } from 'better-auth/crypto';
import type { Tx } from '../client.ts';
import { authAccounts, authUsers, profilePrivate, userConsents } from '../schema/index.ts';
import type { ProfileRow } from './build-demo-content.ts';
import { DEMO_ORGANIZERS } from './demo-organizers.ts';

/** Every demo account signs in with this password (printed by `npm start`). */
export const DEMO_PASSWORD = 'eventos123';

export interface DemoAccount {
  email: string;
  name: string;
  role: 'user' | 'admin';
}

export const demoEmail = (key: string) => `${key}@eventos.demo`;

/** The demo organisers as sign-in accounts, the admin first. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_ORGANIZERS.map((o) => ({
  email: demoEmail(o.key),
  name: `${o.firstName} ${o.lastName}`,
  role: o.role,
}));

function demoRows(profiles: readonly ProfileRow[]) {
  const byUsername = new Map(DEMO_ORGANIZERS.map((o) => [o.username, o]));
  return profiles.map((p, i) => {
    const organizer = byUsername.get(p.username ?? '');
    if (!organizer || !p.id) throw new Error(`demo profile without organiser: ${p.username}`);
    return { id: p.id, organizer, birthDate: `${1975 + i * 3}-0${1 + (i % 9)}-1${i % 10}` };
  });
}

/** The auth users behind the demo profiles (e-mail confirmed); insert before the profiles. */
export async function insertDemoUsers(tx: Tx, profiles: readonly ProfileRow[]): Promise<void> {
  const rows = demoRows(profiles);
  await tx.insert(authUsers).values(
    rows.map((r) => ({
      id: r.id,
      name: `${r.organizer.firstName} ${r.organizer.lastName}`,
      email: demoEmail(r.organizer.key),
      emailVerified: true,
    })),
  );
}

/**
 * Password {@link DEMO_PASSWORD}, private data and accepted consents for the demo profiles, so each
 * signs in straight to a complete profile. Insert after the profiles.
 */
export async function insertDemoAccountDetails(tx: Tx, profiles: readonly ProfileRow[]): Promise<void> {
  const rows = demoRows(profiles);
  const hash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(authAccounts)
    .values(rows.map((r) => ({ userId: r.id, accountId: r.id, providerId: 'credential', password: hash })));
  await tx
    .insert(profilePrivate)
    .values(
      rows.map((r) => ({ profileId: r.id, email: demoEmail(r.organizer.key), birthDate: r.birthDate })),
    );
  await tx.insert(userConsents).values(
    rows.flatMap((r) =>
      CONSENT_TYPES.map((consentType) => ({
        userId: r.id,
        consentType,
        version: CURRENT_CONSENT_VERSIONS[consentType],
        origin: 'web',
      })),
    ),
  );
}

/** The lines `npm start` prints so a developer can sign in at once. */
export function demoAccountsBanner(publicUrl: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  const lines = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.email.padEnd(width)}  ${DEMO_PASSWORD}  ${a.role === 'admin' ? 'admin' : 'user'} · ${a.name}`,
  );
  return [`Demo accounts (sign in at ${publicUrl}/auth):`, ...lines].join('\n');
}
