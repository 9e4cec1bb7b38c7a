import type { Problem } from '@eventos/domain';
import { sampleEventInput, sampleVenueInput } from '@eventos/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn, TEST_ORIGIN, TEST_PASSWORD } from '../auth-session.ts';
import { describeEachBackend } from '../describe-each-backend.ts';
import { createEvent, createLocation } from '../factories.ts';

/**
 * The bad inputs that reached the database (NUL, far dates, a huge current password) answer 400
 * with the field's own code, or validation.invalid when none fits, never a 500.
 */

const NUL = '\u0000';
const valid = {
  event: { ...sampleEventInput, eventType: 'online', accessLink: 'https://meet.example.com/samba' },
  venue: sampleVenueInput,
};

describeEachBackend(
  'bad input answers the field message',
  (ctx) => {
    let user: SignedInUser;
    let eventId: string;
    let locationId: string;
    beforeAll(async () => {
      user = await signUpAndSignIn(ctx.app, ctx.db);
      locationId = (await createLocation(ctx.db, user.userId)).id;
      eventId = (await createEvent(ctx.db, user.userId)).id;
    });

    const call = async (method: string, path: string, body?: unknown, as: 'user' | 'visitor' = 'user') => {
      const res = await ctx.app.request(path, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(as === 'user' ? { cookie: user.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, problem: (await res.json()) as Problem };
    };
    const fieldErrors = (problem: Problem) => problem.errors?.map((e) => [e.path, e.code, e.message]);

    it.each([
      ['/api/v1/events?q=%00', 'q', 'validation.invalid', 'Valor inválido.'],
      ['/api/v1/events?city=a%00b', 'city', 'validation.invalid', 'Valor inválido.'],
      ['/api/v1/events?from=0000-01-01', 'from', 'validation.events.date.invalid', 'Data inválida.'],
      ['/api/v1/events?to=10000-01-01', 'to', 'validation.events.date.invalid', 'Data inválida.'],
      [
        '/api/v1/events?to=%2B010000-01-01T00:00:00Z',
        'to',
        'validation.events.date.invalid',
        'Data inválida.',
      ],
      [
        `/api/v1/events?cursor=${Buffer.from(JSON.stringify(['0000-01-01T00:00:00Z', '6f1c2a9e-0b7d-4c55-9f2e-2b1d3c4e5f60'])).toString('base64url')}`,
        'cursor',
        'validation.cursor.invalid',
        'Cursor de paginação inválido.',
      ],
      ['/api/v1/locations?q=%00', 'q', 'validation.invalid', 'Valor inválido.'],
      ['/api/v1/locations/public?q=%00', 'q', 'validation.invalid', 'Valor inválido.'],
      ['/api/v1/geocode/address?q=Rua%00Augusta', 'q', 'validation.invalid', 'Valor inválido.'],
      ['/api/v1/people?q=a%00b', 'q', 'validation.invalid', 'Valor inválido.'],
      [
        `/api/v1/people?q=${'a'.repeat(101)}`,
        'q',
        'validation.people.q.too_long',
        'A busca deve ter no máximo 100 caracteres.',
      ],
      [
        '/api/v1/people?q=ana&limit=0',
        'limit',
        'validation.limit.range',
        'O limite deve estar entre 1 e 50.',
      ],
      ['/api/v1/me/friends?q=a%00b', 'q', 'validation.invalid', 'Valor inválido.'],
      [
        `/api/v1/me/friends?q=${'a'.repeat(101)}`,
        'q',
        'validation.people.q.too_long',
        'A busca deve ter no máximo 100 caracteres.',
      ],
      ['/api/v1/me/friend-requests?direction=todas', 'direction', 'validation.invalid', 'Valor inválido.'],
      [
        '/api/v1/me/following?limit=51',
        'limit',
        'validation.limit.range',
        'O limite deve estar entre 1 e 50.',
      ],
      [
        '/api/v1/me/blocks?limit=dez',
        'limit',
        'validation.limit.integer',
        'O limite deve ser um número inteiro.',
      ],
      [
        '/api/v1/me/followed-groups?cursor=%00',
        'cursor',
        'validation.cursor.invalid',
        'Cursor de paginação inválido.',
      ],
    ])('GET %s → 400 %s %s', async (path, field, code, message) => {
      const { status, problem } = await call('GET', path);
      expect(status).toBe(400);
      expect(problem.code).toBe('request.invalid');
      expect(fieldErrors(problem)).toEqual([[field, code, message]]);
    });

    it.each([
      '/api/v1/events/%00',
      '/api/v1/events/%00/calendar.ics',
      '/api/v1/profiles/%00',
      '/api/v1/profiles/ana%00',
      '/api/v1/profiles/%ED%A0%80',
      '/api/v1/profiles/ana%00/events',
      '/api/v1/profiles/ana%00/friends',
    ])('GET %s → 400 validation.invalid on the path', async (path) => {
      const { status, problem } = await call('GET', path, undefined, 'visitor');
      expect(status).toBe(400);
      expect(fieldErrors(problem)).toEqual([['path', 'validation.invalid', 'Valor inválido.']]);
    });

    it.each([
      [
        'POST',
        '/api/v1/events',
        { ...valid.event, name: `Roda${NUL} de Samba` },
        'name',
        'validation.invalid',
      ],
      ['POST', '/api/v1/events', { ...valid.event, summary: 'a\uD800b' }, 'summary', 'validation.invalid'],
      [
        'POST',
        '/api/v1/events',
        { ...valid.event, endDatetime: '+010000-01-01T00:00:00Z' },
        'endDatetime',
        'validation.event.end.required',
      ],
      [
        'POST',
        '/api/v1/events',
        { ...valid.event, startDatetime: '0000-06-01T00:00:00Z' },
        'startDatetime',
        'validation.event.start.required',
      ],
      [
        'PATCH',
        'event',
        { ...valid.event, tags: [`sam${NUL}ba`] },
        'tags.0',
        'validation.event.tags.invalid',
      ],
      ['POST', '/api/v1/locations', { ...valid.venue, city: `São${NUL}Paulo` }, 'city', 'validation.invalid'],
      ['PATCH', 'venue', { ...valid.venue, reference: NUL }, 'reference', 'validation.invalid'],
      ['PATCH', '/api/v1/me', { firstName: `Ana${NUL}` }, 'firstName', 'validation.invalid'],
      ['PATCH', '/api/v1/me', { bio: '\uDFFF' }, 'bio', 'validation.invalid'],
      ['PATCH', '/api/v1/me', { city: `Re${NUL}cife` }, 'city', 'validation.invalid'],
      ['PATCH', '/api/v1/me', { city: 'x'.repeat(81) }, 'city', 'validation.profile.city.too_long'],
      [
        'POST',
        '/api/v1/me/password',
        { currentPassword: 'x'.repeat(129), newPassword: 'outra-senha-segura' },
        'currentPassword',
        'validation.account.password.too_long',
      ],
      [
        'POST',
        '/api/v1/contact',
        {
          name: 'Ana',
          email: 'ana@example.test',
          subject: 'Dúvida',
          message: `Olá${NUL}, tudo bem com vocês?`,
        },
        'message',
        'validation.invalid',
      ],
      [
        'POST',
        '/api/v1/contact',
        {
          name: 'Ana',
          email: `ana${NUL}@example.test`,
          subject: 'Dúvida',
          message: 'Olá, tudo bem com vocês?',
        },
        'email',
        'validation.contact.email.invalid',
      ],
    ])('%s %s → 400 %s %s', async (method, where, body, field, code) => {
      const path =
        where === 'event'
          ? `/api/v1/events/${eventId}`
          : where === 'venue'
            ? `/api/v1/locations/${locationId}`
            : where;
      const { status, problem } = await call(method, path, body);
      expect(status).toBe(400);
      expect(fieldErrors(problem)).toContainEqual([field, code, expect.any(String)]);
    });

    it.each([
      ['PUT', '/api/v1/me/friends/123'],
      ['DELETE', '/api/v1/me/friends/not-a-person'],
      ['PUT', '/api/v1/me/following/6f1c2a9e-0b7d-4c55-9f2e'],
      ['DELETE', '/api/v1/me/blocks/%20'],
    ])('%s %s → 400 validation.invalid on userId', async (method, path) => {
      const { status, problem } = await call(method, path);
      expect(status).toBe(400);
      expect(fieldErrors(problem)).toEqual([['userId', 'validation.invalid', 'Valor inválido.']]);
    });

    it.each([
      [
        '/api/auth/sign-up/email',
        { name: `Ana${NUL}`, email: 'ana@example.test', password: TEST_PASSWORD },
        'name',
      ],
      [
        '/api/auth/sign-up/email',
        { name: 'Ana', email: `ana${NUL}@example.test`, password: TEST_PASSWORD },
        'email',
      ],
      ['/api/auth/sign-in/email', { email: 'ana@example.test', password: `senha${NUL}segura` }, 'password'],
      ['/api/auth/sign-in/email', { email: 'ana@example.test', password: 'x'.repeat(10_000) }, 'password'],
      ['/api/auth/reset-password', { newPassword: TEST_PASSWORD, token: NUL }, 'token'],
      ['/api/auth/update-user', { name: `Ana${NUL}` }, 'name'],
      ['/api/auth/revoke-session', { token: NUL }, 'token'],
    ])('POST %s with bad %s → 400', async (path, body, field) => {
      const { status, problem } = await call('POST', path, body);
      expect(status).toBe(400);
      expect(problem.errors?.map((e) => e.path)).toContain(field);
    });
  },
  { database: 'per-suite' },
);
