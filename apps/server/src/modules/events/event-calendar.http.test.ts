import { beforeAll, expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createEvent, createLocation, days } from '../../test/factories.ts';

/** The content lines of an .ics file, folded lines joined back. */
const icsLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describeEachBackend(
  'GET /api/v1/events/{idOrSlug}/calendar.ics',
  (ctx) => {
    let organiser: SignedInUser;
    let other: SignedInUser;
    let admin: SignedInUser;

    beforeAll(async () => {
      organiser = await signUpAndSignIn(ctx.app, ctx.db);
      other = await signUpAndSignIn(ctx.app, ctx.db);
      admin = await signUpAndSignIn(ctx.app, ctx.db, { role: 'admin' });
    });

    // The site's own address, as a browser on it asks (PUBLIC_URL of the test app).
    const get = (idOrSlug: string, who?: SignedInUser) =>
      ctx.app.request(`${TEST_ORIGIN}/api/v1/events/${idOrSlug}/calendar.ics`, {
        headers: who?.headers ?? {},
      });

    it('gives anyone a public event as a calendar file, by slug or by id', async () => {
      const venue = await createLocation(ctx.db, organiser.userId);
      const event = await createEvent(ctx.db, organiser.userId, {
        slug: 'forro-na-praca',
        name: 'Forró na Praça',
        summary: 'Trio pé-de-serra; leve sua cadeira, água e chapéu.',
        locationId: venue.id,
        startDatetime: new Date('2030-06-20T22:00:00Z'),
        endDatetime: new Date('2030-06-21T02:00:00Z'),
      });

      for (const ref of ['forro-na-praca', event.id]) {
        const res = await get(ref);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="forro-na-praca.ics"');
        expect(res.headers.get('cache-control')).toBe('public, max-age=60');
        const lines = icsLines(await res.text());
        expect(lines).toEqual(
          expect.arrayContaining([
            'BEGIN:VCALENDAR',
            'METHOD:PUBLISH',
            `UID:${event.id}@eventos`,
            'DTSTART:20300620T220000Z',
            'DTEND:20300621T020000Z',
            'SUMMARY:Forró na Praça',
            'DESCRIPTION:Trio pé-de-serra\\; leve sua cadeira\\, água e chapéu.',
            'LOCATION:Teatro Municipal\\, Praça Ramos de Azevedo\\, s/n\\, São Paulo/SP',
            'URL:http://localhost:3000/events/forro-na-praca',
            'STATUS:CONFIRMED',
          ]),
        );
      }
    });

    it("puts an online event's page in the file; only its organiser gets the access link", async () => {
      await createEvent(ctx.db, organiser.userId, {
        slug: 'aula-online',
        eventType: 'online',
        accessLink: 'https://meet.example/sala-secreta',
      });

      for (const who of [undefined, other, admin]) {
        const res = await get('aula-online', who);
        expect(res.status).toBe(200);
        const ics = await res.text();
        expect(ics).not.toContain('sala-secreta');
        expect(icsLines(ics)).toContain('LOCATION:http://localhost:3000/events/aula-online');
      }
      const own = await get('aula-online', organiser);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(icsLines(await own.text())).toContain('LOCATION:https://meet.example/sala-secreta');
    });

    it.each([
      ['private', { visibility: 'private' }],
      ['draft', { publishedAt: null }],
    ] as const)('gives a %s event only to its organiser, not even to an admin', async (_, overrides) => {
      const event = await createEvent(ctx.db, organiser.userId, { name: 'Reunião Fechada', ...overrides });
      for (const who of [undefined, other, admin]) {
        for (const ref of [event.slug, event.id]) {
          const res = await get(ref, who);
          expect(res.status).toBe(404);
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          const body = await res.json();
          expect(body).toMatchObject({
            status: 404,
            code: 'event.not_found',
            detail: 'Evento não encontrado.',
          });
          expect(JSON.stringify(body)).not.toContain('Reunião');
        }
      }
      const own = await get(event.slug, organiser);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(icsLines(await own.text())).toContain('SUMMARY:Reunião Fechada');
    });

    it('answers an unknown event with 404 event.not_found', async () => {
      for (const ref of ['nao-existe', '00000000-0000-4000-8000-000000000000']) {
        const res = await get(ref, other);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'event.not_found' });
      }
    });

    it('sends a cancelled event as a cancellation', async () => {
      await createEvent(ctx.db, organiser.userId, { slug: 'show-cancelado', cancelledAt: days(-1) });
      const lines = icsLines(await (await get('show-cancelado')).text());
      expect(lines).toContain('METHOD:CANCEL');
      expect(lines).toContain('STATUS:CANCELLED');
    });
  },
  { database: 'per-suite' },
);
