import { z } from 'zod';
import { ATTENDANCE_PAGE_MAX, ATTENDANCE_PAGE_SIZE } from '../constants/attendance.ts';
import { textField } from './primitives.ts';

/**
 * Who else is going (issue 16): GET /api/v1/events/{id}/fellow-attendees shows a person going to
 * an event (or its organiser) the others going who let their name be seen, and how many did not.
 */

/** GET /events/{id}/fellow-attendees?cursor=&limit= */
export const fellowAttendeesQuerySchema = z.object({
  /** Opaque keyset cursor; the server decodes it (a bad one is 'validation.cursor.invalid'). */
  cursor: textField('validation.cursor.invalid', 'validation.cursor.invalid')
    .max(200, { message: 'validation.cursor.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: z.coerce
    .number({ message: 'validation.limit.integer' })
    .int({ message: 'validation.limit.integer' })
    .min(1, { message: 'validation.limit.range' })
    .max(ATTENDANCE_PAGE_MAX, { message: 'validation.limit.range' })
    .default(ATTENDANCE_PAGE_SIZE),
});
export type FellowAttendeesQuery = z.infer<typeof fellowAttendeesQuerySchema>;

/** One person going who allows others going to see them: never an attendance id or a ticket. */
export const fellowAttendeeSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type FellowAttendee = z.infer<typeof fellowAttendeeSchema>;

export const fellowAttendeesResponseSchema = z.object({
  /** A page of them, in order of arrival; the caller is never among them. */
  items: z.array(fellowAttendeeSchema),
  nextCursor: z.string().nullable(),
  /** Everyone else going who shows their name (all pages). */
  shown: z.number().int().min(0),
  /** Everyone else going who does not ("e mais 12 pessoas"). */
  hidden: z.number().int().min(0),
  /** Whether the caller's own name shows to the others (their privacy setting). */
  viewerShown: z.boolean(),
});
export type FellowAttendeesResponse = z.infer<typeof fellowAttendeesResponseSchema>;
