import { createRequire } from 'node:module';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';

/**
 * Issue 17, a group's life in the browser: the owner creates a group through its form, invites a
 * person by username from 'Convites do Grupo', the person accepts from the notification panel,
 * 'Membros do Grupo' lists them and the owner makes them an organiser, the owner transfers the
 * group to them (typing its name), and the new owner deletes it (typing its name again). Each
 * screen size has its own two people; screenshots of every management page in pt-BR and Arabic,
 * and no serious accessibility problem on the form, the dashboard, members, invitations or transfer.
 */
const PEOPLE = {
  desktop: {
    owner: 'lucas@eventos.demo',
    invitee: 'thiago@eventos.demo',
    inviteeName: 'Thiago Nascimento',
    inviteeUsername: 'thiago.nascimento',
  },
  mobile: {
    owner: 'mariana@eventos.demo',
    invitee: 'beatriz@eventos.demo',
    inviteeName: 'Beatriz Santos',
    inviteeUsername: 'beatriz.santos',
  },
} as const;

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical accessibility problems axe-core finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type Found = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Found[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signedInPage(browser: Browser, baseURL: string, email: string, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    // Only so the accessibility checker's script can be injected.
    bypassCSP: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  });
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`groups-${name}-${testInfo.project.name}.png`);

/** The same page in Arabic (right to left) for a screenshot, then back to Portuguese. */
async function inArabic(
  page: Page,
  path: string,
  testInfo: TestInfo,
  name: string,
  ready: (p: Page) => Promise<void>,
) {
  await page.goto(`${path}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready(page);
  await page.screenshot({ path: shot(testInfo, `${name}-ar`), fullPage: true });
  await page.goto(`${path}?lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('a group is created, a person invited accepts from the panel, becomes organiser, then owner, and deletes it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const people = PEOPLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const owner = await signedInPage(browser, base, people.owner, testInfo);
  const invitee = await signedInPage(browser, base, people.invitee, testInfo);
  const name = `Corredores da Orla ${Date.now().toString(36)}`;
  let groupId = '';

  try {
    // Create: the form says what private means; the new group's page opens.
    const page = owner.page;
    await page.goto('/groups/create');
    // The first page of a fresh server on a busy machine: its chunks and texts take a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Grupo' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Criar grupo' }).click();
    await expect(page.getByText('O nome do grupo deve ter pelo menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('Escolha uma categoria.')).toBeVisible();
    await page.getByLabel('Nome do grupo').fill(name);
    await page.getByLabel('Categoria').selectOption('sports_fitness');
    await page.getByLabel('Cidade').fill('Salvador');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Corrida na orla todo sábado às 6h.');
    await expect(page.getByText(/Só os membros veem a página/)).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'create-pt-BR'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Criar grupo' }).click();
    await expect(page).toHaveURL(/\/groups\/corredores-da-orla-[a-z0-9-]+$/);
    await expect(page.getByText('Grupo criado')).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const detail = await page.request.get(`/api/v1/groups/${slug}`);
    expect(detail.status(), await detail.text()).toBe(200);
    groupId = ((await detail.json()) as { id: string }).id;

    // Invite by username: the answer says who was invited, the list shows it waiting.
    await page.goto(`/groups/${groupId}/invites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Convites do Grupo' })).toBeVisible();
    await page
      .getByRole('textbox', { name: /Nomes de usuário ou e-mails/ })
      .fill(`@${people.inviteeUsername}`);
    await page.getByRole('button', { name: 'Enviar convites' }).click();
    await expect(page.getByTestId('invite-invited')).toContainText(`@${people.inviteeUsername}`);
    const invitations = page.getByTestId('invitation-list');
    await expect(invitations).toContainText(people.inviteeName);
    await expect(invitations).toContainText('Aguardando resposta');
    await page.screenshot({ path: shot(testInfo, 'invites-pt-BR'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await inArabic(page, `/groups/${groupId}/invites`, testInfo, 'invites', async (p) => {
      await expect(p.getByTestId('invitation-list')).toContainText(people.inviteeName);
    });

    // The dashboard counts the pending invitation.
    await page.goto(`/groups/${groupId}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Grupo' })).toBeVisible();
    await expect(page.getByTestId('count-members')).toHaveText('1');
    await expect(page.getByTestId('count-invitations')).toHaveText('1');
    await expect(page.getByTestId('trend-members')).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'dashboard-pt-BR'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await inArabic(page, `/groups/${groupId}/dashboard`, testInfo, 'dashboard', async (p) => {
      await expect(p.getByTestId('trend-followers')).toBeVisible();
    });

    // The invited person accepts from the notification panel.
    const guest = invitee.page;
    await guest.goto('/events');
    await guest.getByRole('button', { name: /^Notificações/ }).click();
    const panel = guest.getByRole('dialog', { name: 'Notificações' });
    const row = panel.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByRole('button', { name: 'Recusar' })).toBeVisible();
    await guest.screenshot({ path: shot(testInfo, 'notification-pt-BR') });
    await row.getByRole('button', { name: 'Aceitar' }).click();
    await expect(row.getByText('Você entrou no grupo')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
    await guest.keyboard.press('Escape');

    // Members: the person is there as a member; the owner makes them an organiser.
    await page.goto(`/groups/${groupId}/members`);
    await expect(page.getByRole('heading', { level: 1, name: 'Membros do Grupo' })).toBeVisible();
    const member = page.getByTestId('member-row').filter({ hasText: people.inviteeName });
    await expect(member).toContainText('Membro');
    await page.getByRole('button', { name: `Ações para ${people.inviteeName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Tornar organizador' })).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'members-menu-pt-BR') });
    await page.getByRole('menuitem', { name: 'Tornar organizador' }).click();
    await expect(page.getByText(`${people.inviteeName} agora é organizador`)).toBeVisible();
    await expect(member).toContainText('Organizador');
    await page.screenshot({ path: shot(testInfo, 'members-pt-BR'), fullPage: true });
    // Checked once the toast has gone: the toast region's list is the app shell's, not this page's.
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await inArabic(page, `/groups/${groupId}/members`, testInfo, 'members', async (p) => {
      await expect(p.getByTestId('member-row')).toHaveCount(2);
    });

    // Transfer: the button waits for a member and the group's name.
    await page.goto(`/groups/${groupId}/transfer`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transferir Grupo' })).toBeVisible();
    const transfer = page.getByRole('button', { name: 'Transferir grupo' });
    await expect(transfer).toBeDisabled();
    await page.getByRole('radio', { name: new RegExp(people.inviteeName) }).check();
    await page.getByLabel(/Para confirmar, digite o nome do grupo/).fill(name);
    await expect(transfer).toBeEnabled();
    await page.screenshot({ path: shot(testInfo, 'transfer-pt-BR'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await transfer.click();
    await expect(page.getByText(`Grupo transferido para ${people.inviteeName}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/groups/${slug}$`));

    // The old owner is an organiser now: delete is no longer theirs.
    await page.goto(`/groups/${groupId}/delete`);
    await expect(page.getByText('Acesso Negado')).toBeVisible();

    // The new owner deletes the group.
    await inArabic(guest, `/groups/${groupId}/transfer`, testInfo, 'transfer', async (p) => {
      await expect(p.getByRole('radio').first()).toBeVisible();
    });
    await inArabic(guest, `/groups/${groupId}/delete`, testInfo, 'delete', async (p) => {
      await expect(p.getByRole('button', { name: 'حذف المجموعة' })).toBeDisabled();
    });
    await guest.goto(`/groups/${groupId}/delete`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Excluir Grupo' })).toBeVisible();
    await expect(
      guest.getByText('O grupo não tem eventos marcados: nenhum evento é cancelado.'),
    ).toBeVisible();
    const remove = guest.getByRole('button', { name: 'Excluir grupo' });
    await expect(remove).toBeDisabled();
    await guest.getByLabel(/Para confirmar, digite o nome do grupo/).fill(name.toLowerCase());
    await guest.screenshot({ path: shot(testInfo, 'delete-pt-BR'), fullPage: true });
    await remove.click();
    await expect(guest.getByText(`Grupo “${name}” excluído`)).toBeVisible();
    await expect(guest).toHaveURL(/\/groups$/);
    const gone = await guest.request.get(`/api/v1/groups/${groupId}`);
    expect(gone.status()).toBe(404);
    groupId = '';

    await inArabic(page, '/groups/create', testInfo, 'create', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
  } finally {
    if (groupId) {
      // Whoever owns it by now removes what is left of a failed run.
      for (const who of [owner.page, invitee.page])
        await who.request
          .delete(`/api/v1/groups/${groupId}`, { headers: { origin: base }, data: { confirmName: name } })
          .catch(() => undefined);
    }
    await owner.context.close();
    await invitee.context.close();
  }
});
