import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows, withUser } from '../../db/client.ts';
import { type SignedInUser, signUpAndSignIn } from '../../test/auth-session.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { createLocation } from '../../test/factories.ts';
import { eventBody, eventsApi } from './testing/events-api.ts';

/**
 * The city filter reads the event's own copy of its venue's folded city (city_key, migration 0015):
 * it must follow every way an event's city can change, and a caller cannot write it.
 */
describeEachBackend('the city filter follows the venue', (ctx) => {
  const api = () => eventsApi(ctx.app);
  const inCity = async (city: string, q = '') => {
    const query = new URLSearchParams({ city, ...(q ? { q } : {}) });
    const { res, body } = await api()(`/api/v1/events?${query}`);
    expect(res.status).toBe(200);
    return body.items.map((e) => e.id).sort();
  };
  const createAt = async (user: SignedInUser, locationId: string, name = 'Sarau na praça') => {
    const { res, body } = await api()(
      '/api/v1/events',
      { method: 'POST', json: eventBody({ name, eventType: 'presencial', accessLink: null, locationId }) },
      user,
    );
    expect(res.status).toBe(201);
    return body.id;
  };

  it('finds events at their venue, another person’s public venue included', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const guest = await signUpAndSignIn(ctx.app, ctx.db);
    const venue = await createLocation(ctx.db, owner.userId, { city: 'Jaboatão', isPublic: true });
    const mine = await createAt(owner, venue.id);
    const theirs = await createAt(guest, venue.id);
    expect(await inCity('JABOATAO')).toEqual([mine, theirs].sort());
    expect(await inCity('jaboatão', 'sarau')).toEqual([mine, theirs].sort());
  });

  it('moves the events when the venue’s city is corrected, and an event moved to another venue', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const venue = await createLocation(ctx.db, owner.userId, { city: 'Olinda', isPublic: true });
    const other = await createLocation(ctx.db, owner.userId, { city: 'Caruaru', isPublic: true });
    const event = await createAt(owner, venue.id);
    expect(await inCity('olinda')).toEqual([event]);

    const renamed = await ctx.app.request(`/api/v1/locations/${venue.id}`, {
      method: 'PATCH',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: venue.name,
        postalCode: '53020000',
        address: 'Rua do Amparo',
        number: '10',
        city: 'Paulista',
        state: 'PE',
        country: 'Brasil',
        reference: '',
        additionalInfo: '',
        howToGetThere: '',
        parkingInfo: '',
        accessibilityOptions: [],
        isPublic: true,
        latitude: -7.94,
        longitude: -34.87,
      }),
    });
    expect(renamed.status).toBe(200);
    expect(await inCity('olinda')).toEqual([]);
    expect(await inCity('paulista')).toEqual([event]);

    const moved = await api()(
      `/api/v1/events/${event}`,
      {
        method: 'PATCH',
        json: eventBody({ eventType: 'presencial', accessLink: null, locationId: other.id }),
      },
      owner,
    );
    expect(moved.res.status).toBe(200);
    expect(await inCity('paulista')).toEqual([]);
    expect(await inCity('caruaru')).toEqual([event]);
  });

  it('keeps the city a trigger wrote, whatever a caller writes to it', async () => {
    const owner = await signUpAndSignIn(ctx.app, ctx.db);
    const venue = await createLocation(ctx.db, owner.userId, { city: 'Garanhuns', isPublic: true });
    const event = await createAt(owner, venue.id);
    const rows = await withUser(ctx.db, owner.userId, (tx) =>
      queryRows<{ city_key: string }>(
        tx,
        sql`UPDATE events SET city_key = 'manaus' WHERE id = ${event} RETURNING city_key`,
      ),
    );
    expect(rows).toEqual([{ city_key: 'garanhuns' }]);
    expect(await inCity('manaus')).toEqual([]);
    expect(await inCity('garanhuns')).toEqual([event]);
  });
});
