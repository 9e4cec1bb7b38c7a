import { z } from 'zod';
import {
  FRIEND_REQUEST_AUDIENCES,
  type FriendRequestAudience,
  SOCIAL_AUDIENCES,
  type SocialAudience,
} from '../constants/social.ts';

/**
 * The caller's privacy settings (issue 16 began them; issue 18 made them about people): who sees
 * the events they go to (on their profile, on friends' timelines and in "Quem vai"), who sees their
 * friends list, who may send them friend requests, and whether people search and search engines
 * find them. Every read path of another person honours them (docs/decisions/0014-social.md).
 */
export const privacySettingsSchema = z.object({
  attendanceVisibility: z.enum(SOCIAL_AUDIENCES),
  friendsVisibility: z.enum(SOCIAL_AUDIENCES),
  friendRequestsFrom: z.enum(FRIEND_REQUEST_AUDIENCES),
  findable: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** What a person has before changing anything: friends see what they go to and whom they know. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  attendanceVisibility: 'friends' satisfies SocialAudience,
  friendsVisibility: 'friends' satisfies SocialAudience,
  friendRequestsFrom: 'everyone' satisfies FriendRequestAudience,
  findable: true,
};

const audience = z.enum(SOCIAL_AUDIENCES, { message: 'validation.privacy.audience.invalid' }).optional();

/**
 * PATCH /api/v1/me/privacy: any of the settings, at least one; a name the API does not know is
 * refused (a misspelt switch must not look saved).
 */
export const privacyUpdateSchema = z
  .strictObject({
    attendanceVisibility: audience,
    friendsVisibility: audience,
    friendRequestsFrom: z
      .enum(FRIEND_REQUEST_AUDIENCES, { message: 'validation.privacy.audience.invalid' })
      .optional(),
    findable: z.boolean({ message: 'validation.invalid' }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'validation.invalid' });
export type PrivacyUpdate = z.infer<typeof privacyUpdateSchema>;
