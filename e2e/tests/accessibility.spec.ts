import { createRequire } from 'node:module';
import { type Browser, expect, test } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PATHS = ['/', '/events', '/about', '/help', '/contact', '/terms', '/privacy', '/cookies', '/offline'];

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on a page; the context bypasses CSP only so the axe script can be injected. */
async function seriousViolations(browser: Browser, url: string, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ bypassCSP: true, baseURL, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
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

for (const lng of ['pt-BR', 'ar']) {
  test.describe(`axe-core (${lng})`, () => {
    for (const path of PATHS) {
      test(`${path} has no serious or critical violation`, async ({ browser, baseURL }) => {
        const url = lng === 'pt-BR' ? path : `${path}?lng=${lng}`;
        expect(await seriousViolations(browser, url, baseURL ?? '')).toEqual([]);
      });
    }
  });
}
