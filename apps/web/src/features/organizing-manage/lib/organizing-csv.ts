import { type ManagedEventState, managedEventState, type OrganizingItem } from '@eventos/domain';

/** The column titles and state names of the export, in the reader's language. */
export interface CsvTexts {
  headers: [name: string, start: string, state: string, going: string, capacity: string, checkedIn: string];
  states: Record<ManagedEventState, string>;
  unlimited: string;
}

/** A cell as CSV wants it; a leading = + - @ is quoted away so spreadsheets never run it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV of the selected events (name, start, state, going, capacity, check-ins), UTF-8 with BOM. */
export function organizingCsv(items: readonly OrganizingItem[], texts: CsvTexts, now = new Date()): string {
  const lines = [texts.headers.map(cell).join(',')];
  for (const { event, counts } of items) {
    lines.push(
      [
        event.name,
        event.startDatetime,
        texts.states[managedEventState(event, now)],
        String(counts.going),
        counts.capacity === null ? texts.unlimited : String(counts.capacity),
        String(counts.checkedIn),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers `csv` as a file download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
