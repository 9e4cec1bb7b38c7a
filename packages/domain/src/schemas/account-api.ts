import type { Language } from '../constants.ts';
import type { ConsentType } from './account.ts';
import type { PrivacySettings } from './privacy.ts';

/** Spec §6 roles (issue 21 adds moderator: the reports queue only). */
export type ProfileRole = 'user' | 'moderator' | 'admin';
export type ProfileStatus = 'pending' | 'active';

/** GET /api/v1/me → profile: the caller's own profile, private fields included. */
export interface MyProfile {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  bio: string | null;
  /** The city shown on the public profile, or null. */
  city: string | null;
  /** Path under /uploads, or null. */
  avatarPath: string | null;
  role: ProfileRole;
  status: ProfileStatus;
  language: Language;
  /** Spec §5 profile complete. */
  complete: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/me: 401 problem for visitors. */
export interface MeResponse {
  profile: MyProfile;
  /** Documents whose current version the user has not accepted; non-empty → consent step. */
  pendingConsents: ConsentType[];
  /** Sign-in methods linked to the account: 'credential', 'google', 'apple'. */
  providers: string[];
  /** The caller's privacy settings (PATCH /api/v1/me/privacy changes them). */
  privacy: PrivacySettings;
}

/** GET /api/v1/auth/providers: which OAuth providers are configured (hidden otherwise). */
export interface AuthProvidersResponse {
  google: boolean;
  apple: boolean;
}

/** GET /api/v1/me/sessions: the caller's active sessions (never their tokens). */
export interface ActiveSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  expiresAt: string;
}
