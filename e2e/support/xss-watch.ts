import type { Page } from '@playwright/test';

/**
 * Watches a page for payloads that ran (each would call window.__xss(n), or open a dialog) and for
 * every Content-Security-Policy violation the page reports. Call before the first navigation.
 */
export async function watchForXss(page: Page) {
  const ran: string[] = [];
  await page.exposeFunction('__xssRan', (n: number) => ran.push(`payload ${n}`));
  await page.addInitScript(() => {
    const w = window as unknown as {
      __xss: (n: number) => void;
      __xssRan: (n: number) => void;
      __csp: string[];
    };
    w.__xss = (n) => w.__xssRan(n);
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('dialog', async (dialog) => {
    ran.push(`dialog ${dialog.message()}`);
    await dialog.dismiss();
  });
  const csp = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return { ran, csp };
}
