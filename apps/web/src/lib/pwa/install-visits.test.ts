import { INSTALL_PROMPT_MIN_VISITS, INSTALL_PROMPT_SNOOZE_DAYS } from '@eventos/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INSTALL_VISITS_KEY,
  markInstalled,
  mayOfferInstall,
  recordVisit,
  snoozeInstallPrompt,
} from './install-visits.ts';

const DAY = 24 * 60 * 60 * 1000;
const monday = new Date(2026, 10, 23, 9, 0);
const at = (days: number) => new Date(monday.getTime() + days * DAY);
const browser = { standalone: false, native: false };

beforeEach(() => localStorage.clear());

describe('recordVisit', () => {
  it('counts a visit once a day', () => {
    expect(recordVisit(localStorage, monday)).toBe(1);
    expect(recordVisit(localStorage, new Date(2026, 10, 23, 22, 0))).toBe(1);
    expect(recordVisit(localStorage, at(1))).toBe(2);
    expect(recordVisit(localStorage, at(5))).toBe(3);
  });

  it('starts again from a damaged record', () => {
    localStorage.setItem(INSTALL_VISITS_KEY, '{not json');
    expect(recordVisit(localStorage, monday)).toBe(1);
  });
});

describe('mayOfferInstall', () => {
  it(`waits for the ${INSTALL_PROMPT_MIN_VISITS}th visit`, () => {
    const first = recordVisit(localStorage, monday);
    expect(mayOfferInstall(localStorage, { ...browser, visits: first, now: monday })).toBe(false);
    const second = recordVisit(localStorage, at(1));
    expect(mayOfferInstall(localStorage, { ...browser, visits: second, now: at(1) })).toBe(true);
  });

  it('never offers inside the installed app or the native shells', () => {
    expect(mayOfferInstall(localStorage, { visits: 5, standalone: true, native: false })).toBe(false);
    expect(mayOfferInstall(localStorage, { visits: 5, standalone: false, native: true })).toBe(false);
  });

  it(`is quiet for ${INSTALL_PROMPT_SNOOZE_DAYS} days after "Agora não"`, () => {
    snoozeInstallPrompt(localStorage, monday);
    const facts = { ...browser, visits: 3 };
    expect(mayOfferInstall(localStorage, { ...facts, now: at(1) })).toBe(false);
    expect(mayOfferInstall(localStorage, { ...facts, now: at(INSTALL_PROMPT_SNOOZE_DAYS - 0.01) })).toBe(
      false,
    );
    expect(mayOfferInstall(localStorage, { ...facts, now: at(INSTALL_PROMPT_SNOOZE_DAYS + 0.01) })).toBe(
      true,
    );
  });

  it('never offers again once installed', () => {
    markInstalled(localStorage);
    expect(mayOfferInstall(localStorage, { ...browser, visits: 10, now: at(400) })).toBe(false);
  });
});
