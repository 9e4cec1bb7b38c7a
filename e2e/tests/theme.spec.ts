import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../support/paths.ts';

const STORAGE_KEY = 'eventos-theme-mode';
/** Spec §9 fallback backgrounds #FEF7FF and #141218, as computed styles. */
const LIGHT_BACKGROUND = 'rgb(254, 247, 255)';
const DARK_BACKGROUND = 'rgb(20, 18, 24)';
const LABELS = {
  light: 'Tema: Claro. Alterar tema',
  dark: 'Tema: Escuro. Alterar tema',
  system: 'Tema: Sistema. Alterar tema',
};

type Mode = keyof typeof LABELS;

const toggle = (page: Page) => page.getByTestId('theme-toggle').locator('visible=true').first();

async function expectTheme(page: Page, mode: Mode, shown: 'light' | 'dark') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme-mode', mode);
  await expect(html).toHaveAttribute('data-theme', shown);
  await expect(html).toHaveClass(new RegExp(`\\b${shown}\\b`));
  await expect(toggle(page)).toHaveAccessibleName(LABELS[mode]);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(shown === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${test.info().project.name}.png`) });
}

test.describe('theme mode', () => {
  test('defaults to system and follows the device preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/events');
    await expectTheme(page, 'system', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'system', 'dark');
  });

  test('the toggle cycles light → dark → system → light and each choice survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/events');
    await expectTheme(page, 'system', 'dark');

    const cycle: [Mode, 'light' | 'dark'][] = [
      ['light', 'light'],
      ['dark', 'dark'],
      ['system', 'dark'],
      ['light', 'light'],
    ];
    for (const [mode, shown] of cycle) {
      await toggle(page).click();
      await expectTheme(page, mode, shown);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(mode);
      await page.reload();
      await expectTheme(page, mode, shown);
    }
  });

  test('an invalid stored value resets to system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/events');
    await page.evaluate((key) => localStorage.setItem(key, 'sepia'), STORAGE_KEY);
    await page.reload();
    await expectTheme(page, 'system', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('system');
  });

  test('screenshots of /events in light and dark', async ({ page }) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEY,
        mode,
      ] as const);
      await page.goto('/events');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectTheme(page, mode, mode);
      await screenshot(page, `theme-events-${mode}`);
    }
  });
});

test.describe('pull-to-refresh', () => {
  test.use({ hasTouch: true });

  /** A real touch drag from (x, fromY) to (x, toY), through the DevTools protocol; `whileHeld` runs before release. */
  async function drag(page: Page, x: number, fromY: number, toY: number, whileHeld?: () => Promise<void>) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
    const steps = 12;
    for (let step = 1; step <= steps; step++) {
      const y = fromY + ((toY - fromY) * step) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await whileHeld?.();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('pulling down on /test-pull-refresh refreshes and increments the counter', async ({ page }) => {
    await page.goto('/test-pull-refresh');
    const counter = page.getByTestId('refresh-counter');
    await expect(counter).toHaveText('Atualizações: 0');
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!box) throw new Error('no heading');
    const x = box.x + 10;

    // Too short: 50 px of finger is 40 px of pull, below 60% of the 80 px threshold.
    await drag(page, x, box.y + 5, box.y + 55);
    await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'idle');

    await drag(page, x, box.y + 5, box.y + 205, async () => {
      await expect(page.getByTestId('pull-check')).toBeVisible(); // past 60% of the threshold
      await screenshot(page, 'pull-to-refresh-held');
    });
    await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'refreshing');
    await expect(counter).toHaveText('Atualizações: 1');
    await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'idle');

    await drag(page, x, box.y + 5, box.y + 205);
    await expect(counter).toHaveText('Atualizações: 2');
  });

  test('the pull indicator in Arabic', async ({ page }) => {
    await page.goto('/test-pull-refresh?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!box) throw new Error('no heading');
    await drag(page, box.x + box.width - 10, box.y + 5, box.y + 50, async () => {
      await expect(page.getByTestId('pull-indicator')).toHaveAttribute('data-phase', 'pulling');
      await expect(page.getByTestId('pull-indicator')).toContainText('اسحب للتحديث');
      await screenshot(page, 'pull-to-refresh-ar');
    });
  });

  test('a pull that starts on a link does nothing', async ({ page }) => {
    await page.goto('/test-pull-refresh');
    const link = page.getByRole('banner').getByRole('link').first(); // the logo in the top bar
    const box = await link.boundingBox();
    if (!box) throw new Error('no link');
    await drag(page, box.x + box.width / 2, box.y + box.height / 2, box.y + 250);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('refresh-counter')).toHaveText('Atualizações: 0');
  });
});
