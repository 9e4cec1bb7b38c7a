import { INSTALL_PROMPT_MIN_VISITS, INSTALL_PROMPT_SNOOZE_DAYS } from '@eventos/domain';

/**
 * The install prompt's rules (kept in localStorage): a visit counts once a day; the card is offered
 * from the INSTALL_PROMPT_MIN_VISITS-th day on, not for INSTALL_PROMPT_SNOOZE_DAYS after "Agora não",
 * never again once the app was installed, and never inside the installed app or the native shells.
 */
export const INSTALL_VISITS_KEY = 'eventos-install-visits';
export const INSTALL_SNOOZED_UNTIL_KEY = 'eventos-install-snoozed-until';
export const INSTALL_DONE_KEY = 'eventos-install-done';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Visits {
  count: number;
  /** The local day (YYYY-MM-DD) of the last counted visit. */
  day: string;
}

function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function readVisits(storage: Storage): Visits {
  try {
    const value = JSON.parse(storage.getItem(INSTALL_VISITS_KEY) ?? 'null') as Partial<Visits> | null;
    if (value && Number.isInteger(value.count) && typeof value.day === 'string') {
      return { count: Math.max(0, value.count as number), day: value.day };
    }
  } catch {
    // Damaged: counted again from nothing.
  }
  return { count: 0, day: '' };
}

/** Counts this visit (once per day) and returns how many days the app was visited on. */
export function recordVisit(storage: Storage, now = new Date()): number {
  const visits = readVisits(storage);
  const day = localDay(now);
  if (visits.day === day) return visits.count;
  const next = { count: visits.count + 1, day };
  try {
    storage.setItem(INSTALL_VISITS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the count just does not grow.
  }
  return next.count;
}

/** "Agora não": not offered again for INSTALL_PROMPT_SNOOZE_DAYS. */
export function snoozeInstallPrompt(storage: Storage, now = new Date()): void {
  try {
    storage.setItem(INSTALL_SNOOZED_UNTIL_KEY, String(now.getTime() + INSTALL_PROMPT_SNOOZE_DAYS * DAY_MS));
  } catch {
    // Refused: it may be offered again next visit.
  }
}

/** Installed (appinstalled, or the prompt accepted): never offered again in this browser. */
export function markInstalled(storage: Storage): void {
  try {
    storage.setItem(INSTALL_DONE_KEY, '1');
  } catch {
    // Refused: the standalone check still hides it inside the app.
  }
}

export interface InstallOfferFacts {
  visits: number;
  standalone: boolean;
  native: boolean;
  now?: Date;
}

/** Whether the install card may show now (the caller also needs a kept prompt or iOS Safari). */
export function mayOfferInstall(storage: Storage, facts: InstallOfferFacts): boolean {
  if (facts.standalone || facts.native) return false;
  if (facts.visits < INSTALL_PROMPT_MIN_VISITS) return false;
  try {
    if (storage.getItem(INSTALL_DONE_KEY) === '1') return false;
    const until = Number(storage.getItem(INSTALL_SNOOZED_UNTIL_KEY) ?? 0);
    if (Number.isFinite(until) && until > (facts.now ?? new Date()).getTime()) return false;
  } catch {
    return false;
  }
  return true;
}
