import { CONSENT_TYPES, type ConsentType, type Language } from '@eventos/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { authAccounts, profilePrivate, profiles, userConsents } from '../../db/schema/index.ts';

/** The caller's profile with its private half (null when the private row is missing). */
export async function findOwnProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      username: profiles.username,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarPath: profiles.avatarPath,
      bio: profiles.bio,
      city: profiles.city,
      role: profiles.role,
      status: profiles.status,
      language: profiles.language,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
      email: profilePrivate.email,
      birthDate: profilePrivate.birthDate,
      attendanceVisibility: profilePrivate.attendanceVisibility,
      friendsVisibility: profilePrivate.friendsVisibility,
      friendRequestsFrom: profilePrivate.friendRequestsFrom,
      findable: profilePrivate.findable,
    })
    .from(profiles)
    .leftJoin(profilePrivate, eq(profilePrivate.profileId, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>;

/**
 * Creates the caller's profile (pending, role user) and its private row with the e-mail of their
 * auth user; either that already exists is left as it is. Raw SQL on purpose: the app role may
 * insert only some columns, and a generated insert would name every one.
 */
export async function insertOwnProfile(tx: Tx, userId: string, language: Language): Promise<void> {
  await tx.execute(
    sql`INSERT INTO profiles (id, language) VALUES (${userId}, ${language}) ON CONFLICT (id) DO NOTHING`,
  );
  await tx.execute(sql`INSERT INTO profile_private (profile_id, email)
    SELECT u.id, u.email FROM auth_users u WHERE u.id = ${userId}
    ON CONFLICT (profile_id) DO NOTHING`);
}

export interface ProfileColumns {
  username?: string;
  firstName?: string;
  lastName?: string;
  bio?: string | null;
  city?: string | null;
  language?: Language;
}

/** Changes the caller's own profile columns (RLS limits the row to the caller). */
export async function updateOwnProfile(tx: Tx, userId: string, columns: ProfileColumns): Promise<void> {
  await tx
    .update(profiles)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

export async function updateOwnBirthDate(tx: Tx, userId: string, birthDate: string): Promise<void> {
  await tx
    .update(profilePrivate)
    .set({ birthDate, updatedAt: sql`now()` })
    .where(eq(profilePrivate.profileId, userId));
}

/** Sets the profile active once it holds every required field; answers whether it is active. */
export async function activateOwnProfile(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ active: boolean }>(tx, sql`SELECT app.activate_own_profile() AS active`);
  return row?.active === true;
}

/** Consents the caller has given, as (type, version) pairs. */
export function listOwnConsents(tx: Tx, userId: string) {
  return tx
    .select({ consentType: userConsents.consentType, version: userConsents.version })
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), inArray(userConsents.consentType, [...CONSENT_TYPES])));
}

export interface NewConsent {
  consentType: ConsentType;
  version: string;
  origin: string;
}

/** Records a consent unless the same document version is already recorded for the caller. */
export async function insertOwnConsent(tx: Tx, userId: string, consent: NewConsent): Promise<void> {
  await tx.execute(sql`INSERT INTO user_consents (user_id, consent_type, version, origin)
    SELECT ${userId}, ${consent.consentType}, ${consent.version}, ${consent.origin}
    WHERE NOT EXISTS (SELECT 1 FROM user_consents
      WHERE user_id = ${userId} AND consent_type = ${consent.consentType} AND version = ${consent.version})`);
}

/** Sign-in methods linked to the caller's account ('credential', 'google', 'apple'). */
export async function listOwnProviders(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.providerId));
  return rows.map((r) => r.providerId);
}

/**
 * Points the caller's profile at a new avatar (or none) and answers the path it replaces. The row
 * is locked first, so two uploads at once each learn the file the other one replaced.
 */
export async function replaceOwnAvatarPath(
  tx: Tx,
  userId: string,
  avatarPath: string | null,
): Promise<string | null> {
  const [current] = await tx
    .select({ avatarPath: profiles.avatarPath })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  await tx.update(profiles).set({ avatarPath, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
  return current?.avatarPath ?? null;
}

/** The caller's profile status, or undefined when they have no profile yet. */
export async function findOwnStatus(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId));
  return row?.status;
}
