import { z } from 'zod';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_PAGE_MAX,
  ATTENDANCE_PAGE_SIZE,
  ATTENDANCE_STATUSES,
  ATTENDEE_FILTERS,
  ATTENDEE_ORDERS,
  CHECK_IN_RESULTS,
  ORGANIZING_STATES,
  PARTICIPATING_WHEN,
  RSVP_CLOSED_REASONS,
  TICKET_CODE_PATTERN,
} from '../constants/attendance.ts';
import { usernameField } from './account.ts';
import { eventListItemSchema } from './event-list.ts';
import { pageCursor, pageLimit, textField } from './primitives.ts';

/**
 * Attendance (issue 16): RSVP, waitlist, interest, my events, attendee lists and check-in.
 * Every answer of /api/v1/events/{id}/attendance|interest|attendees|check-ins and /me/participating
 * |organizing is checked against these schemas. Dates are ISO 8601 strings.
 */

export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

export const attendanceCountsSchema = z.object({
  /** People with a seat: going + checked in. */
  going: z.number().int().min(0),
  waitlisted: z.number().int().min(0),
  checkedIn: z.number().int().min(0),
  interested: z.number().int().min(0),
  /** null = unlimited. */
  capacity: z.number().int().nullable(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

/** The caller's own attendance: the only place a ticket code ever appears. */
export const myAttendanceSchema = z.object({
  id: z.uuid(),
  status: attendanceStatusSchema,
  /** Only while going or checked in. */
  ticketCode: z.string().regex(TICKET_CODE_PATTERN).nullable(),
  /** 1-based, only while waitlisted. */
  waitlistPosition: z.number().int().min(1).nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

export const rsvpStateSchema = z.object({
  open: z.boolean(),
  closedReason: z.enum(RSVP_CLOSED_REASONS).nullable(),
  deadline: z.string().nullable(),
});
export type RsvpState = z.infer<typeof rsvpStateSchema>;

/** GET, PUT and DELETE /events/{id}/attendance, PUT and DELETE /events/{id}/interest. */
export const eventAttendanceSchema = z.object({
  eventId: z.uuid(),
  counts: attendanceCountsSchema,
  /** null for visitors and people who never answered. */
  mine: myAttendanceSchema.nullable(),
  interested: z.boolean(),
  rsvp: rsvpStateSchema,
  /** Online and hybrid events: the link, only to the organiser and people going or checked in. */
  accessLink: z.string().nullable(),
});
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;

/** The same card GET /events answers. */
export const eventCardSchema = eventListItemSchema;
export type EventCard = z.infer<typeof eventCardSchema>;

const limit = pageLimit(ATTENDANCE_PAGE_MAX, ATTENDANCE_PAGE_SIZE);

const cursor = pageCursor();

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /me/participating?when=upcoming|past&cursor=&limit= */
export const participatingQuerySchema = z.object({
  when: z.preprocess(
    blankToUndefined,
    z.enum(PARTICIPATING_WHEN, { message: 'validation.participating.when.invalid' }).default('upcoming'),
  ),
  cursor,
  limit,
});
export type ParticipatingQuery = z.infer<typeof participatingQuerySchema>;

export const participatingItemSchema = z.object({
  event: eventCardSchema,
  attendance: myAttendanceSchema.nullable(),
  interested: z.boolean(),
});
export type ParticipatingItem = z.infer<typeof participatingItemSchema>;

export const participatingResponseSchema = z.object({
  items: z.array(participatingItemSchema),
  nextCursor: z.string().nullable(),
});
export type ParticipatingResponse = z.infer<typeof participatingResponseSchema>;

/** GET /me/organizing?state=draft|published|cancelled|past&cursor=&limit= */
export const organizingQuerySchema = z.object({
  state: z.preprocess(
    blankToUndefined,
    z.enum(ORGANIZING_STATES, { message: 'validation.organizing.state.invalid' }).default('published'),
  ),
  cursor,
  limit,
});
export type OrganizingQuery = z.infer<typeof organizingQuerySchema>;

export const organizingItemSchema = z.object({
  event: eventCardSchema,
  counts: attendanceCountsSchema,
});
export type OrganizingItem = z.infer<typeof organizingItemSchema>;

export const organizingResponseSchema = z.object({
  items: z.array(organizingItemSchema),
  nextCursor: z.string().nullable(),
});
export type OrganizingResponse = z.infer<typeof organizingResponseSchema>;

/** One person on an event's attendee list (organiser only). Never carries a ticket code. */
export const attendeeSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: attendanceStatusSchema,
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  /** 1-based, only while waitlisted. */
  waitlistPosition: z.number().int().min(1).nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * GET /events/{id}/attendees?status=&q=&order=&cursor=&limit= — order=recent_check_in lists the
 * people checked in, the latest first (the door screen), whatever the status filter says.
 */
export const attendeeListQuerySchema = z.object({
  order: z.preprocess(
    blankToUndefined,
    z.enum(ATTENDEE_ORDERS, { message: 'validation.attendees.order.invalid' }).default('arrival'),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(ATTENDEE_FILTERS, { message: 'validation.attendees.status.invalid' }).default('all'),
  ),
  /** Name or username, accents and case ignored. */
  q: textField()
    .trim()
    .max(ATTENDANCE_LIMITS.search.max, { message: 'validation.attendees.q.too_long' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  cursor,
  limit,
});
export type AttendeeListQuery = z.infer<typeof attendeeListQuerySchema>;

export const attendeeListResponseSchema = z.object({
  items: z.array(attendeeSchema),
  nextCursor: z.string().nullable(),
  counts: attendanceCountsSchema,
});
export type AttendeeListResponse = z.infer<typeof attendeeListResponseSchema>;

/**
 * A ticket code as typed or scanned, tidied: case ignored, spaces and dashes dropped. The output
 * is the canonical 10-character code.
 */
export function normalizeTicketCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** POST /events/{id}/check-ins */
export const checkInInputSchema = z.object({
  code: textField('validation.check_in.code.invalid', 'validation.check_in.code.invalid')
    .max(ATTENDANCE_LIMITS.codeInput.max, { message: 'validation.check_in.code.invalid' })
    .transform(normalizeTicketCode)
    .refine((v) => TICKET_CODE_PATTERN.test(v), { message: 'validation.check_in.code.invalid' }),
});
export type CheckInInput = z.infer<typeof checkInInputSchema>;

export const checkInResultSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The person checked in (or already checked in); null for wrong_event and not_found. */
  attendee: attendeeSchema.nullable(),
  counts: attendanceCountsSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** DELETE /events/{id}/check-ins/{attendanceId} */
export const checkInUndoResponseSchema = z.object({ counts: attendanceCountsSchema });
export type CheckInUndoResponse = z.infer<typeof checkInUndoResponseSchema>;

/** DELETE /events/{id}/attendees/{attendanceId} and POST …/promote answer the counts after it. */
export const attendeeChangeResponseSchema = z.object({ counts: attendanceCountsSchema });
export type AttendeeChangeResponse = z.infer<typeof attendeeChangeResponseSchema>;

/** POST /events/{id}/announcements: the organiser's message to everyone going (plain text). */
export const announcementInputSchema = z.object({
  message: textField('validation.announcement.message.required')
    .trim()
    .min(1, { message: 'validation.announcement.message.required' })
    .max(ATTENDANCE_LIMITS.announcement.max, { message: 'validation.announcement.message.too_long' }),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementResultSchema = z.object({
  /** How many people were notified. */
  recipients: z.number().int().min(0),
});
export type AnnouncementResult = z.infer<typeof announcementResultSchema>;

/** Column titles and status names of the attendee CSV, per language. */
export const ATTENDEE_CSV_TEXTS = {
  'pt-BR': {
    header: ['Nome', 'Usuário', 'Situação', 'Confirmado em', 'Check-in em'],
    status: {
      going: 'Confirmado',
      waitlisted: 'Lista de espera',
      checked_in: 'Check-in feito',
      cancelled: 'Cancelado',
    },
  },
  en: {
    header: ['Name', 'Username', 'Status', 'Confirmed at', 'Checked in at'],
    status: { going: 'Going', waitlisted: 'Waitlist', checked_in: 'Checked in', cancelled: 'Cancelled' },
  },
  es: {
    header: ['Nombre', 'Usuario', 'Estado', 'Confirmado el', 'Check-in el'],
    status: {
      going: 'Confirmado',
      waitlisted: 'Lista de espera',
      checked_in: 'Check-in hecho',
      cancelled: 'Cancelado',
    },
  },
  zh: {
    header: ['姓名', '用户名', '状态', '确认时间', '签到时间'],
    status: { going: '已确认', waitlisted: '候补名单', checked_in: '已签到', cancelled: '已取消' },
  },
  ar: {
    header: ['الاسم', 'اسم المستخدم', 'الحالة', 'تاريخ التأكيد', 'تاريخ تسجيل الحضور'],
    status: { going: 'مؤكَّد', waitlisted: 'قائمة الانتظار', checked_in: 'تم تسجيل الحضور', cancelled: 'ملغى' },
  },
} as const;

/** POST /events/{id}/invitations: people to invite by username (an @ in front is fine). */
export const invitationInputSchema = z.object({
  usernames: z
    .array(
      z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/^@/, '') : v), usernameField),
      {
        message: 'validation.invitations.usernames.required',
      },
    )
    .min(1, { message: 'validation.invitations.usernames.required' })
    .max(ATTENDANCE_LIMITS.invitations.max, { message: 'validation.invitations.usernames.too_many' }),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** Who was invited now, who has no account by that name, who had been invited before. */
export const invitationResultSchema = z.object({
  invited: z.array(z.string()),
  unknown: z.array(z.string()),
  alreadyInvited: z.array(z.string()),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** One invited person, as the organiser's list shows them, with their answer so far. */
export const invitationSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  invitedAt: z.string(),
  /** Their attendance, null while they have not answered. */
  status: attendanceStatusSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /events/{id}/invitations query: a page of the invited people, the newest first. */
export const invitationListQuerySchema = z.object({ cursor, limit });
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

/** GET /events/{id}/invitations (organiser only): a page, the newest first, and how many in all. */
export const invitationListResponseSchema = z.object({
  items: z.array(invitationSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>;

/**
 * The realtime stream's `attendance` event (GET /api/v1/realtime), sent to the organiser's streams
 * whenever their event's attendance changes: the new counts, and the person for a check-in.
 */
export const attendanceStreamEventSchema = z.object({
  eventId: z.uuid(),
  counts: attendanceCountsSchema,
  checkIn: attendeeSchema.optional(),
});
export type AttendanceStreamEvent = z.infer<typeof attendanceStreamEventSchema>;
