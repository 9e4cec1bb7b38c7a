import {
  type AnnouncementResult,
  announcementResultSchema,
  attendanceCountsSchema,
  attendeeChangeResponseSchema,
  attendeeSchema,
  type InvitationResult,
  invitationResultSchema,
} from '@eventos/domain';
import { z } from 'zod';

/** Removing and seating someone answer the event's counts, like undoing a check-in. */
export const countsAnswerSchema = attendeeChangeResponseSchema;

/** POST /events/{id}/announcements → how many people the message reached. */
export const announcementAnswerSchema = announcementResultSchema;
export type AnnouncementAnswer = AnnouncementResult;

/** POST /events/{id}/invitations → who was invited, who does not exist, who already was. */
export const invitationsAnswerSchema = invitationResultSchema;
export type InvitationsAnswer = InvitationResult;

/**
 * The realtime stream's `attendance` event: an event's counts changed, maybe by a check-in. Unlike
 * the domain's schema it also takes `checkIn: null`, so a stream event is never dropped for it.
 */
export const attendanceStreamEventSchema = z.object({
  eventId: z.uuid(),
  counts: attendanceCountsSchema,
  checkIn: attendeeSchema.nullish(),
});
export type AttendanceStreamEvent = z.infer<typeof attendanceStreamEventSchema>;
