import { type Browser, expect, type TestInfo } from '@playwright/test';
import { createAccount, signInQuickly } from './accounts.ts';

const CONSENTS = { terms: '1.0.0', privacy: '1.0.0' } as const;

/** Whether the window runs the service worker (blocked by default in playwright.config.ts). */
export interface WindowOptions {
  worker?: boolean;
}

/** A window of its own in the project's screen size, in pt-BR and São Paulo time. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  testInfo: TestInfo,
  options: WindowOptions = {},
) {
  // bypassCSP only so the axe script can be injected.
  const context = await browser.newContext({
    ...(options.worker ? { serviceWorkers: 'allow' as const } : {}),
    baseURL,
    bypassCSP: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    ...(testInfo.project.use.isMobile
      ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: testInfo.project.use.userAgent }
      : {}),
  });
  return { context, page: await context.newPage() };
}

/**
 * A fresh person with a complete profile and the current consents, signed in in their own window,
 * so a test changes nobody else's friends or settings. The username is unique per run and project.
 */
export async function freshPerson(
  browser: Browser,
  baseURL: string,
  testInfo: TestInfo,
  first: string,
  last: string,
  options: WindowOptions = {},
) {
  const { context, page } = await newPage(browser, baseURL, testInfo, options);
  const account = await createAccount(page.request, baseURL, { name: `${first} ${last}` });
  await signInQuickly(page, baseURL, account.email, account.password);
  const headers = { origin: baseURL };
  for (const [consentType, version] of Object.entries(CONSENTS)) {
    const res = await page.request.post('/api/v1/me/consents', {
      headers,
      data: { consentType, version, origin: 'web' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const username = `${first.toLowerCase()}.${Date.now().toString(36)}${testInfo.project.name[0]}`;
  const res = await page.request.patch('/api/v1/me', {
    headers,
    data: { firstName: first, lastName: last, birthDate: '1994-06-02', username },
  });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await page.request.get('/api/v1/me')).json()) as { profile: { id: string } };
  return { context, page, name: `${first} ${last}`, username, id: me.profile.id };
}
