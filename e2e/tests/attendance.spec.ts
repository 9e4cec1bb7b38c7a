import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { signInQuickly } from '../support/accounts.ts';

/**
 * Issue 16 in the browser: an organiser publishes an event with 5 seats; a person opens it, says
 * "Vou", finds it on /participating (Próximos, Confirmado) and opens the ticket, whose QR code and
 * code are the ticket the API gives that person; the organiser's /organizing shows 1 going of 5.
 * The QR on screen is read back from its pixels (ZXing on an element screenshot) and is the ticket
 * code; that same picture is then shown to the door screen's camera (a canvas stream in place of
 * the webcam), whose own scanner reads it and checks the person in, and the person's bell gets the
 * event_checkin notification. Each screen size has its own people, so the two projects never count
 * each other's RSVPs (and neither is a person whose unread count another spec asserts). The pages
 * are looked at (screenshots in pt-BR and Arabic) and checked with axe-core.
 */
const PEOPLE = {
  desktop: { organiser: 'thiago@eventos.demo', attendee: 'mariana@eventos.demo' },
  mobile: { organiser: 'rafael@eventos.demo', attendee: 'camila@eventos.demo' },
} as const;
const DAY = 86_400_000;
const requireFromHere = createRequire(import.meta.url);
const AXE_PATH = requireFromHere.resolve('axe-core/axe.min.js');
/** ZXing's browser bundle (the library the door screen's scanner falls back to). */
const ZXING_PATH = requireFromHere.resolve('@zxing/library/umd/index.min.js');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signedInPage(browser: Browser, baseURL: string, email: string) {
  // bypassCSP only so the axe script can be injected.
  const context = await browser.newContext({ bypassCSP: true, baseURL });
  const page = await context.newPage();
  await signInQuickly(page, baseURL, email);
  return { context, page };
}

/** The card of an event in a "my events" list, loading more pages until it shows. */
async function cardIn(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('article', { name });
  const more = page.getByRole('button', { name: /^(Carregar mais|تحميل المزيد)$/ });
  for (let i = 0; i < 10 && !(await card.isVisible()); i += 1) {
    if (await more.isVisible()) await more.click();
    else await card.or(more).first().waitFor();
  }
  await expect(card).toBeVisible();
  return card;
}

/** The text of the QR code in a PNG, decoded by ZXing inside the page from the pixels alone. */
async function decodeQr(page: Page, png: Buffer): Promise<string> {
  await page.addScriptTag({ path: ZXING_PATH });
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      // biome-ignore lint/suspicious/noExplicitAny: the UMD bundle's global has no types here.
      const ZXing = (window as any).ZXing;
      const bitmap = new ZXing.BinaryBitmap(
        new ZXing.HybridBinarizer(new ZXing.HTMLCanvasElementLuminanceSource(canvas)),
      );
      return new ZXing.QRCodeReader().decode(bitmap).getText() as string;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

/**
 * A door-screen page whose camera films a picture: getUserMedia answers with a canvas stream that
 * draws the PNG on white, ten frames a second. Everything after the camera is the app's own scanner.
 */
async function doorFilming(context: BrowserContext, png: Buffer): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(
    (dataUrl) => {
      const film = async () => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d');
        const draw = () => {
          if (!context) return;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          const side = 360;
          context.drawImage(image, (canvas.width - side) / 2, (canvas.height - side) / 2, side, side);
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: film, enumerateDevices: async () => [] },
      });
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

const shot = (testInfo: TestInfo, name: string) =>
  testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

test('a person says "Vou", their QR ticket on /participating holds the code, the door camera scans it, the bell says so; the organiser sees the counts', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const people = PEOPLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const organiser = await signedInPage(browser, base, people.organiser);
  const attendee = await signedInPage(browser, base, people.attendee);
  const name = `Oficina de Cerâmica ${Date.now().toString(36)}`;
  const start = new Date(Date.now() + 2 * DAY);

  const created = await organiser.page.request.post('/api/v1/events', {
    headers: { origin: base },
    data: {
      name,
      category: 'arts_culture',
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      eventType: 'online',
      accessLink: 'https://meet.eventos.demo/ceramica',
      summary: 'Mãos na argila: uma tarde para aprender o básico do torno.',
      capacity: 5,
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; slug: string };

  try {
    // The person says "Vou" on the event page.
    const page = attendee.page;
    await page.goto(`/events/${event.slug}`);
    await page.getByRole('button', { name: 'Vou', exact: true }).click();
    await expect(page.getByText('Você vai!')).toBeVisible();
    const mine = await page.request.get(`/api/v1/events/${event.id}/attendance`);
    expect(mine.status()).toBe(200);
    const ticketCode = ((await mine.json()) as { mine: { ticketCode: string } }).mine.ticketCode;
    expect(ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);

    // /participating: the event under Próximos, Confirmado, with the calendar file and the ticket.
    await page.goto('/participating');
    await expect(page.getByRole('tab', { name: 'Participando' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
    const card = await cardIn(page, name);
    await expect(card.getByText('Confirmado')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      `/api/v1/events/${event.id}/calendar.ics`,
    );
    await page.screenshot({ path: shot(testInfo, 'participating-pt-BR') });
    await card.getByRole('button', { name: 'Ver ingresso' }).click();
    const dialog = page.getByRole('dialog', { name });
    const qr = dialog.getByRole('img', { name: `QR code do ingresso ${ticketCode}` });
    await expect(qr).toBeVisible();
    await expect(dialog.getByTestId('ticket-code')).toHaveText(ticketCode);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(150);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(testInfo, 'participating-ticket-pt-BR') });
    // The QR's pixels say the ticket code.
    const qrPicture = await qr.screenshot();
    expect(await decodeQr(page, qrPicture)).toBe(ticketCode);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The same in Arabic, right to left.
    await page.goto('/participating?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arCard = await cardIn(page, name);
    await expect(arCard.getByText('مؤكَّد')).toBeVisible();
    await arCard.getByRole('button', { name: 'عرض التذكرة' }).click();
    await expect(
      page.getByRole('dialog', { name }).getByRole('img', { name: `رمز QR للتذكرة ${ticketCode}` }),
    ).toBeVisible();
    await page.screenshot({ path: shot(testInfo, 'participating-ticket-ar') });

    // The door screen's camera films the ticket: its scanner reads it and checks the person in.
    const door = await doorFilming(organiser.context, qrPicture);
    await door.goto(`/events/${event.id}/live`);
    await expect(door.getByTestId('live-checked-in')).toHaveText('0');
    await door.getByRole('button', { name: 'Ler QR code' }).click();
    const answer = door.getByTestId('check-in-answer');
    await expect(answer).toHaveAttribute('data-result', 'accepted', { timeout: 15_000 });
    await expect(door.getByTestId('live-checked-in')).toHaveText('1');
    await door.screenshot({ path: shot(testInfo, 'live-scanned-pt-BR') });
    await door.getByRole('button', { name: 'Desligar câmera' }).click();
    await door.close();

    // The person's bell: the check-in notification for this event.
    await page.goto('/events?lng=pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const row = panel.getByRole('link', { name: new RegExp(`Check-in confirmado.*${name}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Seu check-in em “${name}” foi confirmado.`);
    await page.screenshot({ path: shot(testInfo, 'check-in-notification-pt-BR') });
    await page.keyboard.press('Escape');

    // The organiser's /organizing: the event under Publicados with 1 going of 5 seats, 1 checked in.
    const desk = organiser.page;
    await desk.goto('/organizing');
    await expect(desk.getByRole('tab', { name: 'Publicados' })).toHaveAttribute('aria-selected', 'true');
    const mineToOrganise = await cardIn(desk, name);
    await expect(mineToOrganise.getByTestId('count-going')).toHaveText('1');
    await expect(mineToOrganise.getByTestId('count-capacity')).toHaveText('5');
    await expect(mineToOrganise.getByTestId('count-checked-in')).toHaveText('1');
    await expect(mineToOrganise.getByRole('link', { name: `Editar ${name}` })).toHaveAttribute(
      'href',
      `/events/${event.id}/edit`,
    );
    await mineToOrganise.scrollIntoViewIfNeeded();
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: shot(testInfo, 'organizing-pt-BR') });

    // The organising tab of /participating is the same list.
    await desk.goto('/participating?mainTab=organizing');
    await expect(desk.getByRole('tab', { name: 'Organizando' })).toHaveAttribute('aria-selected', 'true');
    await expect((await cardIn(desk, name)).getByTestId('count-going')).toHaveText('1');

    await desk.goto('/organizing?lng=ar');
    await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');
    await (await cardIn(desk, name)).scrollIntoViewIfNeeded();
    await desk.screenshot({ path: shot(testInfo, 'organizing-ar') });
  } finally {
    await organiser.page.request.delete(`/api/v1/events/${event.id}`, { headers: { origin: base } });
    await organiser.context.close();
    await attendee.context.close();
  }
});
