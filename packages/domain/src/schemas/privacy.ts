import { z } from 'zod';

/**
 * The caller's privacy settings (issue 16; the social issue adds more switches here). Every setting
 * is off until the person turns it on: privacy by default.
 */
export const privacySettingsSchema = z.object({
  /** Other people going to an event may see this person's name among those going. */
  showAttendance: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** What a person has before changing anything. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { showAttendance: false };

/**
 * PATCH /api/v1/me/privacy: any of the settings, at least one; a name the API does not know is
 * refused (a misspelt switch must not look saved).
 */
export const privacyUpdateSchema = z
  .strictObject({
    showAttendance: z.boolean({ message: 'validation.invalid' }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'validation.invalid' });
export type PrivacyUpdate = z.infer<typeof privacyUpdateSchema>;
