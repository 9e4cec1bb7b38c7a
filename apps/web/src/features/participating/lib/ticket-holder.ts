import type { MyAttendance } from '@eventos/domain';

/** The ticket of an attendance that has one (going or checked in, with its code), else null. */
export function ticketOf(attendance: MyAttendance | null): (MyAttendance & { ticketCode: string }) | null {
  if (!attendance?.ticketCode) return null;
  if (attendance.status !== 'going' && attendance.status !== 'checked_in') return null;
  return { ...attendance, ticketCode: attendance.ticketCode };
}
