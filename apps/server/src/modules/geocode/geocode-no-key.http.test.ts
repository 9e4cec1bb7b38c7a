import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { geocodeCaller, PAULISTA, useGeocodingPeer } from './geocode-test-peer.ts';

const { peer, config } = useGeocodingPeer({ googleApiKey: undefined });

describeEachBackend(
  'geocoding without a Google key',
  (ctx) => {
    const get = geocodeCaller(ctx);

    it('answers addresses from Nominatim alone', async () => {
      const { res, body } = await get(`/address?q=${encodeURIComponent('Avenida Paulista, 1578')}`);
      expect(res.status).toBe(200);
      expect(body).toEqual(PAULISTA);
      expect(peer().requests.map((r) => r.service)).toEqual(['nominatim']);
    });

    it('answers postal codes from Nominatim alone', async () => {
      const { res, body } = await get('/postal-code/30130-010');
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ city: 'Belo Horizonte', stateCode: 'MG', postalCode: '30130010' });
      expect(peer().requests).toHaveLength(1);
      expect(peer().requests[0]).toMatchObject({ service: 'nominatim', query: { q: '30130-010, Brasil' } });
    });

    it('answers geocode.fallback_not_found for an address Nominatim does not know', async () => {
      const { res, body } = await get(`/address?q=${encodeURIComponent('Rua que não existe, 999')}`);
      expect(res.status).toBe(404);
      expect(body.code).toBe('geocode.fallback_not_found');
      expect(peer().requests.map((r) => r.service)).toEqual(['nominatim']);
    });
  },
  { config, database: 'per-suite' },
);
