import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { geocodeCaller, PAULISTA, TEST_GEOCODING_TIMEOUT_MS, useGeocodingPeer } from './geocode-test-peer.ts';

const { peer, config } = useGeocodingPeer();

/** A postal-code lookup finds the street, not a building: no house number. */
const PAULISTA_BY_CEP = { ...PAULISTA, number: '' };

describeEachBackend(
  'GET /api/v1/geocode/postal-code/{cep}',
  (ctx) => {
    const get = geocodeCaller(ctx);
    const sent = (service: 'google' | 'nominatim') => peer().requests.filter((r) => r.service === service);

    it.each(['01310-100', '01310100'])('answers %s from Google, asked by its digits only', async (cep) => {
      const { res, body } = await get(`/postal-code/${cep}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(body).toEqual(PAULISTA_BY_CEP);
      expect(sent('google')).toHaveLength(1);
      expect(sent('google')[0]?.query).toEqual({
        address: '01310100',
        components: 'country:BR',
        region: 'br',
        language: 'pt-BR',
        key: peer().apiKey,
      });
      expect(sent('nominatim')).toHaveLength(0);
    });

    it.each([
      ['20040-020', { city: 'Rio de Janeiro', stateCode: 'RJ', postalCode: '20040020' }],
      ['30130-010', { city: 'Belo Horizonte', state: 'Minas Gerais', stateCode: 'MG' }],
      ['40020-000', { city: 'Salvador', state: 'Bahia', stateCode: 'BA', countryCode: 'BR' }],
    ])('answers %s', async (cep, expected) => {
      const { res, body } = await get(`/postal-code/${cep}`);
      expect(res.status).toBe(200);
      expect(body).toMatchObject(expected);
    });

    it.each([
      ['ZERO_RESULTS', 404],
      ['OVER_QUERY_LIMIT', 503],
      ['REQUEST_DENIED', 502],
      ['INVALID_REQUEST', 400],
      ['UNKNOWN_ERROR', 502],
      ['NOT_A_KNOWN_STATUS', 502],
    ])('Google %s → %i "CEP não encontrado" with the status as its code', async (status, httpStatus) => {
      peer().program({ google: { status } });
      const { res, body } = await get('/postal-code/01310-100');
      expect(res.status).toBe(httpStatus);
      expect(body).toMatchObject({
        code: 'geocode.postal_code.not_found',
        detail: 'CEP não encontrado',
        params: { status },
      });
      expect(sent('nominatim')).toHaveLength(0);
    });

    it('answers 404 for a CEP nobody knows', async () => {
      const { res, body } = await get('/postal-code/99999-999');
      expect(res.status).toBe(404);
      expect(body).toMatchObject({
        code: 'geocode.postal_code.not_found',
        params: { status: 'ZERO_RESULTS' },
      });
    });

    it('answers 502 "CEP não encontrado" with the HTTP status when Google fails over HTTP', async () => {
      peer().program({ google: { httpStatus: 503 } });
      const { res, body } = await get('/postal-code/01310-100');
      expect(res.status).toBe(502);
      expect(body).toMatchObject({ code: 'geocode.postal_code.not_found', params: { status: 503 } });
      expect(sent('nominatim')).toHaveLength(0);
    });

    describe('when Google throws', () => {
      it.each([
        ['drops the connection', { drop: true }],
        ['takes longer than the time-out', { delayMs: TEST_GEOCODING_TIMEOUT_MS * 3 }],
      ])('Google %s → Nominatim is asked for "01310-100, Brasil"', async (_case, fault) => {
        peer().program({ google: fault });
        const { res, body } = await get('/postal-code/01310100');
        expect(res.status).toBe(200);
        expect(body).toEqual(PAULISTA_BY_CEP);
        expect(sent('nominatim')[0]?.query).toEqual({
          format: 'json',
          q: '01310-100, Brasil',
          limit: '1',
          addressdetails: '1',
          countrycodes: 'br',
        });
      });

      it('and Nominatim finds nothing → 404 "CEP não encontrado" (ZERO_RESULTS)', async () => {
        peer().program({ google: { drop: true }, nominatim: { empty: true } });
        const { res, body } = await get('/postal-code/01310-100');
        expect(res.status).toBe(404);
        expect(body).toMatchObject({
          code: 'geocode.postal_code.not_found',
          detail: 'CEP não encontrado',
          params: { status: 'ZERO_RESULTS' },
        });
      });

      it.each([
        ['drops the connection', { drop: true }],
        ['answers HTTP 500', { httpStatus: 500 }],
      ])('and Nominatim %s → 502 "Erro ao buscar endereço" (NETWORK_ERROR)', async (_case, fault) => {
        peer().program({ google: { drop: true }, nominatim: fault });
        const { res, body } = await get('/postal-code/01310-100');
        expect(res.status).toBe(502);
        expect(body).toMatchObject({
          code: 'geocode.network_error',
          detail: 'Erro ao buscar endereço',
          params: { status: 'NETWORK_ERROR' },
        });
      });
    });

    describe('validation and access', () => {
      it.each(['1234', '01310-10a', '013101000'])(
        '"%s" → 400 "CEP inválido" without asking a provider',
        async (cep) => {
          const { res, body } = await get(`/postal-code/${encodeURIComponent(cep)}`);
          expect(res.status).toBe(400);
          expect(body.errors?.[0]).toMatchObject({
            path: 'cep',
            code: 'validation.location.postal_code.invalid',
            message: 'CEP inválido',
          });
          expect(peer().requests).toHaveLength(0);
        },
      );

      it('answers 401 auth.unauthenticated to a visitor', async () => {
        const { res, body } = await get('/postal-code/01310-100', 'visitor');
        expect(res.status).toBe(401);
        expect(body.code).toBe('auth.unauthenticated');
        expect(peer().requests).toHaveLength(0);
      });
    });
  },
  { config, database: 'per-suite' },
);
