import { attendanceCountsSchema, attendeeSchema, checkInUndoResponseSchema } from '@eventos/domain';
import { z } from 'zod';

/**
 * Answers of the organiser's actions, built from the domain's attendance schemas: removing and
 * seating someone answer the event's counts, like undoing a check-in.
 */
export const countsAnswerSchema = checkInUndoResponseSchema;

/** POST /events/{id}/announcements → how many people the message reached. */
export const announcementAnswerSchema = z.object({ recipients: z.number().int().min(0) });
export type AnnouncementAnswer = z.infer<typeof announcementAnswerSchema>;

/** POST /events/{id}/invitations → who was invited, who does not exist, who already was. */
export const invitationsAnswerSchema = z.object({
  invited: z.array(z.string()),
  unknown: z.array(z.string()),
  alreadyInvited: z.array(z.string()),
});
export type InvitationsAnswer = z.infer<typeof invitationsAnswerSchema>;

/** The realtime stream's `attendance` event: an event's counts changed, maybe by a check-in. */
export const attendanceStreamEventSchema = z.object({
  eventId: z.uuid(),
  counts: attendanceCountsSchema,
  checkIn: attendeeSchema.nullish(),
});
export type AttendanceStreamEvent = z.infer<typeof attendanceStreamEventSchema>;
