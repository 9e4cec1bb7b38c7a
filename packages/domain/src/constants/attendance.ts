/** Attendance of events (issue 16): states, ticket codes, capacity and list sizes. */

/** States of one person's attendance at one event. */
export const ATTENDANCE_STATUSES = ['going', 'waitlisted', 'cancelled', 'checked_in'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** States that hold a seat (count against the capacity). */
export const ATTENDANCE_SEATED_STATUSES: readonly AttendanceStatus[] = ['going', 'checked_in'];

/**
 * Ticket codes: 10 characters of an alphabet without look-alikes (no 0/O, 1/I), 32 symbols, so
 * 50 random bits per code; unique within their event.
 */
export const TICKET_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TICKET_CODE_LENGTH = 10;
export const TICKET_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/;

/** Seats an event may offer (null = unlimited). */
export const EVENT_CAPACITY_LIMITS = { min: 1, max: 100_000 } as const;

/** Why RSVPs are closed for an event. */
export const RSVP_CLOSED_REASONS = ['deadline', 'cancelled', 'past', 'draft', 'organizer'] as const;
export type RsvpClosedReason = (typeof RSVP_CLOSED_REASONS)[number];

/** Tabs of /participating (upcoming and past) and the states of /organizing. */
export const PARTICIPATING_WHEN = ['upcoming', 'past'] as const;
export type ParticipatingWhen = (typeof PARTICIPATING_WHEN)[number];
export const ORGANIZING_STATES = ['draft', 'published', 'cancelled', 'past'] as const;
export type OrganizingState = (typeof ORGANIZING_STATES)[number];

/** What the organiser filters the attendee list by ('all' = everyone but cancelled). */
export const ATTENDEE_FILTERS = ['all', 'going', 'waitlisted', 'checked_in', 'cancelled'] as const;
export type AttendeeFilter = (typeof ATTENDEE_FILTERS)[number];

/** Orders of the attendee list: arrival (waitlist in queue order), or latest check-ins first. */
export const ATTENDEE_ORDERS = ['arrival', 'recent_check_in'] as const;
export type AttendeeOrder = (typeof ATTENDEE_ORDERS)[number];

/** Outcomes of a check-in at the door. */
export const CHECK_IN_RESULTS = ['accepted', 'already_checked_in', 'wrong_event', 'not_found'] as const;
export type CheckInResultKind = (typeof CHECK_IN_RESULTS)[number];

export const ATTENDANCE_LIMITS = {
  /** Characters of the attendee name search. */
  search: { max: 100 },
  /** Characters a typed or scanned code may have before it is tidied (spaces, dashes). */
  codeInput: { max: 64 },
  /** Characters of the organiser's message to everyone going. */
  announcement: { max: 1000 },
  /** Messages to everyone going, per event and hour. */
  announcementsPerHour: 5,
  /** Usernames invited at once. */
  invitations: { max: 50 },
} as const;

/** Items per page of the attendance lists. */
export const ATTENDANCE_PAGE_SIZE = 20;
export const ATTENDANCE_PAGE_MAX = 50;
