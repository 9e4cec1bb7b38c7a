import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { geocodeCache } from '../../db/schema/index.ts';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { geocodeCaller, PAULISTA, useGeocodingPeer } from './geocode-test-peer.ts';

const { peer, config } = useGeocodingPeer({ cacheTtlDays: 7 });
const DAY_MS = 86_400_000;

describeEachBackend(
  'geocoding cache',
  (ctx) => {
    const get = geocodeCaller(ctx);
    const row = async (key: string) => {
      const [found] = await ctx.db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
      return found;
    };

    it('answers a repeated postal code from the cache, whichever way it is written', async () => {
      const first = await get('/postal-code/01310-100');
      const second = await get('/postal-code/01310100');
      expect(second.res.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(peer().requests).toHaveLength(1);
      const stored = await row('postal:01310100');
      expect(stored).toMatchObject({ provider: 'google', result: first.body });
      const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
      expect(ttl).toBe(7 * DAY_MS);
    });

    it('keys addresses without case, accents or extra spaces', async () => {
      await get(`/address?q=${encodeURIComponent('Avenida Paulista, 1578 São Paulo')}`);
      const again = await get(`/address?q=${encodeURIComponent('  AVENIDA   paulista, 1578 sao paulo ')}`);
      expect(again.res.status).toBe(200);
      expect(again.body).toEqual(PAULISTA);
      expect(peer().requests).toHaveLength(1);
      expect(await row('address:avenida paulista, 1578 sao paulo')).toMatchObject({ provider: 'google' });
    });

    it('records the fallback as the provider', async () => {
      peer().program({ google: { drop: true } });
      await get(`/address?q=${encodeURIComponent('Beco do Batman')}`);
      expect(await row('address:beco do batman')).toMatchObject({ provider: 'nominatim' });
    });

    it('answers a fresh row without asking any provider', async () => {
      const cached = { ...PAULISTA, address: 'Endereço guardado' };
      await ctx.db.insert(geocodeCache).values({
        key: 'postal:01310100',
        result: cached,
        provider: 'google',
        expiresAt: new Date(Date.now() + DAY_MS),
      });
      const { res, body } = await get('/postal-code/01310-100');
      expect(res.status).toBe(200);
      expect(body).toEqual(cached);
      expect(peer().requests).toHaveLength(0);
    });

    it('ignores an expired row and overwrites it with the new answer', async () => {
      await ctx.db.insert(geocodeCache).values({
        key: 'postal:01310100',
        result: { ...PAULISTA, address: 'Endereço antigo' },
        provider: 'nominatim',
        createdAt: new Date(Date.now() - 40 * DAY_MS),
        expiresAt: new Date(Date.now() - DAY_MS),
      });
      const { res, body } = await get('/postal-code/01310-100');
      expect(res.status).toBe(200);
      expect(body.address).toBe('Avenida Paulista');
      expect(peer().requests).toHaveLength(1);
      const stored = await row('postal:01310100');
      expect(stored).toMatchObject({ provider: 'google', result: body });
      expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    });

    it('never keeps a failure', async () => {
      peer().program({ google: { status: 'OVER_QUERY_LIMIT' } });
      expect((await get('/postal-code/01310-100')).res.status).toBe(503);
      peer().reset();
      expect((await get('/postal-code/01310-100')).res.status).toBe(200);
      expect(peer().requests).toHaveLength(1);
    });
  },
  { config },
);
