import {
  DEFAULT_PRIVACY_SETTINGS,
  isProfileComplete,
  type Language,
  type MeResponse,
  type MyProfile,
  type PrivacySettings,
  type ProfileRole,
  type ProfileStatus,
  pendingConsents,
  privacySettingsSchema,
} from '@eventos/domain';
import type { OwnProfileRow } from './me.repository.ts';

/** The caller's profile as GET /api/v1/me shows it. */
export function toMyProfile(row: OwnProfileRow): MyProfile {
  const status = row.status as ProfileStatus;
  return {
    id: row.id,
    email: row.email ?? '',
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    bio: row.bio,
    city: row.city,
    avatarPath: row.avatarPath,
    role: row.role as ProfileRole,
    status,
    language: row.language as Language,
    complete: isProfileComplete({ ...row, status }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's privacy settings; the defaults while the private row is missing. */
export function toPrivacySettings(
  row: Partial<
    Pick<OwnProfileRow, 'attendanceVisibility' | 'friendsVisibility' | 'friendRequestsFrom' | 'findable'>
  >,
): PrivacySettings {
  return privacySettingsSchema.parse({
    attendanceVisibility: row.attendanceVisibility ?? DEFAULT_PRIVACY_SETTINGS.attendanceVisibility,
    friendsVisibility: row.friendsVisibility ?? DEFAULT_PRIVACY_SETTINGS.friendsVisibility,
    friendRequestsFrom: row.friendRequestsFrom ?? DEFAULT_PRIVACY_SETTINGS.friendRequestsFrom,
    findable: row.findable ?? DEFAULT_PRIVACY_SETTINGS.findable,
  });
}

export function toMeResponse(
  row: OwnProfileRow,
  consents: readonly { consentType: string; version: string }[],
  providers: string[],
): MeResponse {
  return {
    profile: toMyProfile(row),
    pendingConsents: pendingConsents(consents),
    providers,
    privacy: toPrivacySettings(row),
  };
}
