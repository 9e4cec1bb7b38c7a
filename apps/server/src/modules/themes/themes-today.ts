/** The events' time zone: a theme's window is read in calendar days of Brazil's main market. */
const TODAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in America/Sao_Paulo, 'YYYY-MM-DD'. */
export function themesToday(now: Date = new Date()): string {
  return TODAY.format(now);
}
