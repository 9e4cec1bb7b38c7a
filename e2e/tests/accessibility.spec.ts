import { createRequire } from 'node:module';
import { type Browser, expect, test } from '@playwright/test';
import { DEMO_USER, signInQuickly } from '../support/accounts.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PATHS = [
  '/',
  '/events',
  '/events?view=calendar',
  '/events/festival-das-culturas-viajantes',
  '/search?q=samba',
  '/about',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/offline',
  '/auth',
  '/auth?mode=signup',
  '/auth?mode=forgot',
  '/reset-password?token=x&type=recovery',
  '/user/joao.pereira',
];

/** Signed-in pages, checked as a demo user with a complete profile. */
const SIGNED_IN_PATHS = [
  '/profile',
  '/profile/edit',
  '/security-privacy',
  '/locations',
  '/events/create',
  '/change-password',
  '/complete-profile',
  '/participating',
  '/organizing',
];

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on a page; the context bypasses CSP only so the axe script can be injected. */
async function seriousViolations(
  browser: Browser,
  url: string,
  baseURL: string,
  signedIn = false,
): Promise<string[]> {
  const context = await browser.newContext({ bypassCSP: true, baseURL, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    if (signedIn) await signInQuickly(page, baseURL, DEMO_USER);
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      return (await axe.run(document)).violations;
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  } finally {
    await context.close();
  }
}

/**
 * Each page once per size, in one language each: the desktop chrome (sidebar, popovers) in pt-BR,
 * left to right, and the phone chrome (bottom navigation, sheets) in Arabic, right to left.
 */
const LANGUAGE_OF_PROJECT: Record<string, string> = { desktop: 'pt-BR', mobile: 'ar' };

for (const lng of ['pt-BR', 'ar']) {
  test.describe(`axe-core (${lng})`, () => {
    const otherSize = (project: string) => LANGUAGE_OF_PROJECT[project] !== lng;
    for (const path of PATHS) {
      test(`${path} has no serious or critical violation`, async ({ browser, baseURL }, testInfo) => {
        test.skip(otherSize(testInfo.project.name), `${lng} is checked at the other size`);
        const url = lng === 'pt-BR' ? path : `${path}?lng=${lng}`;
        expect(await seriousViolations(browser, url, baseURL ?? '')).toEqual([]);
      });
    }
    for (const path of SIGNED_IN_PATHS) {
      test(`${path} (signed in) has no serious or critical violation`, async ({
        browser,
        baseURL,
      }, testInfo) => {
        test.skip(otherSize(testInfo.project.name), `${lng} is checked at the other size`);
        const url = lng === 'pt-BR' ? path : `${path}?lng=${lng}`;
        expect(await seriousViolations(browser, url, baseURL ?? '', true)).toEqual([]);
      });
    }
  });
}
