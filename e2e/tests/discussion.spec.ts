import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_ADMIN, signInQuickly } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { freshPerson, newPage } from '../support/fresh-person.ts';

/**
 * Issue 19 in the browser: on an event's discussion Walter mentions Marina through the @ list and
 * the organiser answers him; more comments push Walter's down to a later page; Marina opens the
 * mention from her notification panel and lands on the comment, highlighted, with the earlier
 * comments a tap away. She reports it; an administrator hides it from the reports queue with a
 * note; Marina is told, and the comment is gone from the event page. Fresh people per screen size;
 * the discussion and the queue looked at in pt-BR and Arabic, with no serious accessibility problem.
 */
const DAY = 86_400_000;
/** Newer top-level comments than one page holds (20), so the mentioned comment is on page two. */
const LATER_COMMENTS = 22;
/** Comments one person may write a minute. */
const PER_PERSON = 5;

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`discussion-${name}-${testInfo.project.name}.png`);
const main = (page: Page) => page.getByRole('main');
const comments = (page: Page) => main(page).getByRole('region', { name: /^Comentários|^التعليقات/ });

async function post(page: Page, base: string, eventId: string, body: string, parentId?: string) {
  const res = await page.request.post(`/api/v1/events/${eventId}/comments`, {
    headers: { origin: base },
    data: { body, ...(parentId ? { parentId } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** People who write the later comments, five each (the flood limit). */
async function crowd(browser: Browser, base: string, testInfo: TestInfo, eventId: string, stamp: string) {
  const people = await Promise.all(
    Array.from({ length: Math.ceil(LATER_COMMENTS / PER_PERSON) }, (_, i) =>
      freshPerson(browser, base, testInfo, `Pessoa${i}`, 'Conversa'),
    ),
  );
  try {
    for (let n = 0; n < LATER_COMMENTS; n++) {
      const person = people[Math.floor(n / PER_PERSON)];
      if (person) await post(person.page, base, eventId, `Comentário ${n + 1} (${stamp}): chego às 19h.`);
    }
  } finally {
    await Promise.all(people.map((p) => p.context.close()));
  }
}

/** The same page in Arabic (right to left) for a screenshot, then back to Portuguese. */
async function inArabic(
  page: Page,
  path: string,
  testInfo: TestInfo,
  name: string,
  ready: () => Promise<void>,
) {
  const [pathname, hash = ''] = path.split('#');
  const glue = pathname?.includes('?') ? '&' : '?';
  await page.goto(`${pathname}${glue}lng=ar${hash ? `#${hash}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await page.screenshot({ path: shot(testInfo, `${name}-ar`), fullPage: true });
  await page.goto(`${pathname}${glue}lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('a mention leads to the comment on a later page; a report gets it hidden from the queue and the reporter is told', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const organiser = await freshPerson(browser, base, testInfo, 'Olivia', 'Prado');
  const walter = await freshPerson(browser, base, testInfo, 'Walter', 'Siqueira');
  const marina = await freshPerson(browser, base, testInfo, 'Marina', 'Queiroz');
  const admin = await newPage(browser, base, testInfo);
  await signInQuickly(admin.page, base, DEMO_ADMIN);

  const start = new Date(Date.now() + 9 * DAY);
  const eventName = `Roda de samba ${stamp}`;
  const created = await organiser.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name: eventName,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/samba',
      summary: 'Samba de roda com a comunidade.',
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };
  const said = `Alguém vai de carona saindo do centro (${stamp})?`;

  try {
    // Walter comments, choosing Marina from the @ list as he types.
    await walter.page.goto(`/events/${event.slug}#comments`);
    const box = comments(walter.page).getByRole('combobox', { name: 'Escreva um comentário' });
    await expect(box).toBeVisible({ timeout: 30_000 });
    await box.fill(`${said} `);
    await box.pressSequentially(`@${marina.username.slice(0, -1)}`);
    const list = walter.page.getByRole('listbox', { name: 'Pessoas para mencionar' });
    await list.getByRole('option', { name: new RegExp(marina.name) }).click();
    await expect(box).toHaveValue(`${said} @${marina.username} `);
    await box.pressSequentially('vem com a gente?');
    await comments(walter.page).getByRole('button', { name: 'Comentar', exact: true }).click();
    const mine = comments(walter.page).getByRole('article').filter({ hasText: said });
    await expect(mine.getByRole('link', { name: `@${marina.username}` })).toHaveAttribute(
      'href',
      `/user/${marina.username}`,
    );

    // The organiser answers in the thread.
    await organiser.page.goto(`/events/${event.slug}#comments`);
    const thread = comments(organiser.page).getByRole('article').filter({ hasText: said });
    await thread.getByRole('button', { name: /^Responder a Walter/ }).click();
    const reply = comments(organiser.page).getByRole('combobox', { name: /^Sua resposta a Walter/ });
    await reply.fill('Eu levo duas pessoas!');
    await comments(organiser.page).getByRole('button', { name: 'Responder', exact: true }).click();
    await expect(comments(organiser.page).getByText('Eu levo duas pessoas!')).toBeVisible();
    await organiser.page.screenshot({ path: shot(testInfo, 'thread-pt-BR'), fullPage: true });
    expect(await seriousViolations(organiser.page)).toEqual([]);

    // Newer comments push Walter's past the first page.
    await crowd(browser, base, testInfo, event.id, stamp);

    // Marina opens the mention from her panel and lands on the comment.
    await marina.page.goto('/events');
    await marina.page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = marina.page.getByRole('dialog', { name: 'Notificações' });
    await panel.getByRole('listitem').filter({ hasText: 'mencionou você' }).first().click();
    // The notification links the event by id; the page then puts the slug in the address, keeping
    // the anchor (either may be seen, depending on how fast the event loads).
    await expect(marina.page).toHaveURL(new RegExp(`/events/(${event.id}|${event.slug})#comment-`));
    const target = comments(marina.page).getByRole('article').filter({ hasText: said });
    await expect(target).toBeInViewport({ timeout: 30_000 });
    await expect(target).toBeFocused();
    await expect(target).toHaveClass(/ring-2/);
    await expect(
      comments(marina.page).getByRole('button', { name: 'Ver comentários anteriores' }),
    ).toBeVisible();
    await expect(comments(marina.page).getByText(`Comentário ${LATER_COMMENTS} (${stamp})`)).toHaveCount(0);
    await marina.page.screenshot({ path: shot(testInfo, 'anchor-pt-BR') });
    const anchored = marina.page.url().replace(base, '');
    await inArabic(marina.page, anchored, testInfo, 'anchor', async () => {
      await expect(comments(marina.page).getByRole('article').filter({ hasText: said })).toBeInViewport({
        timeout: 30_000,
      });
    });

    // She reports it as spam.
    await marina.page.goto(`/events/${event.slug}#comments`);
    await comments(marina.page)
      .getByRole('button', { name: 'Ver comentários anteriores' })
      .or(comments(marina.page).getByRole('button', { name: 'Carregar mais comentários' }))
      .first()
      .click();
    const reported = comments(marina.page).getByRole('article').filter({ hasText: said });
    await reported.getByRole('button', { name: /^Mais ações do comentário de Walter/ }).click();
    await marina.page.getByRole('menuitem', { name: 'Denunciar' }).click();
    const dialog = marina.page.getByRole('dialog', { name: 'Denunciar comentário' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await marina.page.screenshot({ path: shot(testInfo, 'report-dialog-pt-BR') });
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(marina.page.getByText('Denúncia enviada. Obrigado por avisar.')).toBeVisible();

    // The administrator hides it from the queue, with a note.
    await admin.page.goto('/admin/event-reports?status=open&type=comment');
    const card = main(admin.page).getByRole('article').filter({ hasText: said });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('Spam');
    await admin.page.screenshot({ path: shot(testInfo, 'queue-pt-BR'), fullPage: true });
    expect(await seriousViolations(admin.page)).toEqual([]);
    await inArabic(
      admin.page,
      '/admin/event-reports?status=open&type=comment',
      testInfo,
      'queue',
      async () => {
        await expect(main(admin.page).getByRole('article').filter({ hasText: said })).toBeVisible({
          timeout: 30_000,
        });
      },
    );
    await card.getByRole('button', { name: 'Ocultar' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Ocultar este conteúdo?' });
    await confirm.getByRole('textbox').fill('Propaganda repetida em vários eventos.');
    await confirm.getByRole('button', { name: 'Ocultar' }).click();
    await expect(admin.page.getByText('Conteúdo ocultado.')).toBeVisible();
    await expect(main(admin.page).getByRole('article').filter({ hasText: said })).toHaveCount(0);

    // Marina is told, and the comment is gone from the event page.
    await marina.page.goto('/events');
    await marina.page.getByRole('button', { name: /^Notificações/ }).click();
    await expect(
      marina.page.getByRole('dialog', { name: 'Notificações' }).getByText('Denúncia analisada').first(),
    ).toBeVisible({ timeout: 30_000 });
    await marina.page.keyboard.press('Escape');
    await marina.page.goto(`/events/${event.slug}#comments`);
    await expect(comments(marina.page).getByText(`Comentário ${LATER_COMMENTS} (${stamp})`)).toBeVisible({
      timeout: 30_000,
    });
    const hiddenGone = await marina.page.request.get(`/api/v1/events/${event.id}/comments?order=oldest`);
    expect(JSON.stringify(await hiddenGone.json())).not.toContain(said);
    await expect(comments(marina.page).getByText(said)).toHaveCount(0);
  } finally {
    await Promise.all([
      organiser.context.close(),
      walter.context.close(),
      marina.context.close(),
      admin.context.close(),
    ]);
  }
});
