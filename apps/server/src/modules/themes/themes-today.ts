import { localDateValue } from '@eventos/domain';

/** Today's calendar day in the events' time zone (America/Sao_Paulo), 'YYYY-MM-DD': a theme's window is read in it. */
export function themesToday(now: Date = new Date()): string {
  return localDateValue(now, 'America/Sao_Paulo');
}
