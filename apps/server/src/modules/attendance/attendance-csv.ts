import { ATTENDEE_CSV_TEXTS, type AttendanceStatus, type Language } from '@eventos/domain';
import { toAttendee } from './attendance.presenter.ts';
import type { AttendeeRow } from './attendance.sql.ts';

/** Spreadsheet programs read a leading BOM as "this is UTF-8", so accents open intact. */
const BOM = '\uFEFF';

/**
 * One CSV cell: a text a spreadsheet would take for a formula (= + - @, a tab or a carriage return
 * first) gets a leading apostrophe; quotes are doubled and the cell quoted when it holds a comma,
 * a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** The attendee list as CSV (CRLF lines, RFC 4180), its header and statuses in `language`. */
export function attendeeCsv(rows: readonly AttendeeRow[], language: Language): string {
  const texts = ATTENDEE_CSV_TEXTS[language];
  const lines = [csvLine(texts.header)];
  for (const row of rows) {
    const attendee = toAttendee(row);
    lines.push(
      csvLine([
        attendee.name,
        attendee.username ?? '',
        texts.status[attendee.status as AttendanceStatus],
        attendee.createdAt,
        attendee.checkedInAt ?? '',
      ]),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
