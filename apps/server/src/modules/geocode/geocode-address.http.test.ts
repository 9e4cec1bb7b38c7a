import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { geocodeCaller, PAULISTA, TEST_GEOCODING_TIMEOUT_MS, useGeocodingPeer } from './geocode-test-peer.ts';

const { peer, config } = useGeocodingPeer();

const paulista = `/address?q=${encodeURIComponent('Avenida Paulista, 1578')}`;

describeEachBackend(
  'GET /api/v1/geocode/address',
  (ctx) => {
    const get = geocodeCaller(ctx);
    const sent = (service: 'google' | 'nominatim') => peer().requests.filter((r) => r.service === service);

    it('answers the first Google result, asked with the text, region br, pt-BR and the key', async () => {
      const { res, body } = await get(paulista);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(body).toEqual(PAULISTA);
      expect(sent('nominatim')).toHaveLength(0);
      expect(sent('google')).toHaveLength(1);
      expect(sent('google')[0]).toMatchObject({
        path: '/maps/api/geocode/json',
        query: { address: 'Avenida Paulista, 1578', region: 'br', language: 'pt-BR', key: peer().apiKey },
        acceptLanguage: 'pt-BR',
      });
      expect(sent('google')[0]?.query).not.toHaveProperty('components');
      expect(sent('google')[0]?.userAgent).toMatch(/^Eventos\b.*http:\/\/localhost:3000/);
    });

    it('answers 502 geocode.http_error with the HTTP status and text when Google fails over HTTP', async () => {
      peer().program({ google: { httpStatus: 500 } });
      const { res, body } = await get(paulista);
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(body).toMatchObject({
        code: 'geocode.http_error',
        detail: 'Erro HTTP: 500 - Internal Server Error',
        params: { status: 500, text: 'Internal Server Error' },
      });
      expect(sent('nominatim')).toHaveLength(0);
    });

    it.each([
      [
        'ZERO_RESULTS',
        404,
        'geocode.zero_results',
        'Endereço não encontrado. Verifique se o endereço está correto.',
      ],
      [
        'OVER_QUERY_LIMIT',
        503,
        'geocode.over_query_limit',
        'Limite de consultas da API atingido. Tente novamente mais tarde.',
      ],
      [
        'REQUEST_DENIED',
        502,
        'geocode.request_denied',
        'Acesso negado à API. Verifique as configurações da chave da API.',
      ],
      [
        'INVALID_REQUEST',
        400,
        'geocode.invalid_request',
        'Solicitação inválida. Verifique o formato do endereço.',
      ],
      ['UNKNOWN_ERROR', 502, 'geocode.unknown_error', 'Erro temporário no servidor. Tente novamente.'],
      ['NOT_A_KNOWN_STATUS', 502, 'geocode.other_status', 'Erro: NOT_A_KNOWN_STATUS'],
    ])('Google %s → %i %s, without the fallback', async (status, httpStatus, code, detail) => {
      peer().program({ google: { status } });
      const { res, body } = await get(paulista);
      expect(res.status).toBe(httpStatus);
      expect(body).toMatchObject({ status: httpStatus, code, detail, params: { status } });
      expect(res.headers.get('retry-after')).toBe(status === 'OVER_QUERY_LIMIT' ? '60' : null);
      expect(sent('nominatim')).toHaveLength(0);
    });

    it('answers ZERO_RESULTS for an address Google does not know', async () => {
      const { res, body } = await get(`/address?q=${encodeURIComponent('Rua que não existe, 999')}`);
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ code: 'geocode.zero_results', params: { status: 'ZERO_RESULTS' } });
    });

    describe('when Google throws', () => {
      it.each([
        ['drops the connection', { drop: true }],
        ['takes longer than the time-out', { delayMs: TEST_GEOCODING_TIMEOUT_MS * 3 }],
        ['answers something that is not JSON', { garbage: true }],
      ])('Google %s → Nominatim answers', async (_case, fault) => {
        peer().program({ google: fault });
        const { res, body } = await get(paulista);
        expect(res.status).toBe(200);
        expect(body).toEqual(PAULISTA);
        expect(sent('nominatim')[0]).toMatchObject({
          path: '/search',
          query: {
            format: 'json',
            q: 'Avenida Paulista, 1578',
            limit: '1',
            addressdetails: '1',
            countrycodes: 'br',
          },
          acceptLanguage: 'pt-BR',
        });
        expect(sent('nominatim')[0]?.userAgent).toMatch(/^Eventos\b.*http:\/\/localhost:3000/);
      });

      it('finds a place only Nominatim knows', async () => {
        peer().program({ google: { drop: true } });
        const { res, body } = await get(`/address?q=${encodeURIComponent('Beco do Batman, São Paulo')}`);
        expect(res.status).toBe(200);
        expect(body).toMatchObject({ address: 'Rua Gonçalo Afonso', city: 'São Paulo', stateCode: 'SP' });
      });

      it.each([
        ['answers HTTP 503', { httpStatus: 503 }],
        ['drops the connection', { drop: true }],
        ['takes longer than the time-out', { delayMs: TEST_GEOCODING_TIMEOUT_MS * 3 }],
      ])('and Nominatim %s → 502 geocode.fallback_failed', async (_case, fault) => {
        peer().program({ google: { drop: true }, nominatim: fault });
        const { res, body } = await get(paulista);
        expect(res.status).toBe(502);
        expect(body).toMatchObject({
          code: 'geocode.fallback_failed',
          detail: 'Falha na comunicação com o serviço de mapas. Verifique sua conexão.',
        });
      });

      it('and Nominatim finds nothing → 404 geocode.fallback_not_found', async () => {
        peer().program({ google: { drop: true }, nominatim: { empty: true } });
        const { res, body } = await get(paulista);
        expect(res.status).toBe(404);
        expect(body).toMatchObject({
          code: 'geocode.fallback_not_found',
          detail: 'Endereço não encontrado no serviço alternativo.',
        });
      });
    });

    describe('validation and access', () => {
      it.each([
        ['', 'validation.geocode.address.too_short'],
        ['?q=ab', 'validation.geocode.address.too_short'],
        [`?q=${'a'.repeat(301)}`, 'validation.geocode.address.too_long'],
      ])('q "%s" → 400 %s without asking a provider', async (query, code) => {
        const { res, body } = await get(`/address${query}`);
        expect(res.status).toBe(400);
        expect(body.errors?.[0]).toMatchObject({ path: 'q', code });
        expect(peer().requests).toHaveLength(0);
      });

      it('answers 401 auth.unauthenticated to a visitor', async () => {
        const { res, body } = await get(paulista, 'visitor');
        expect(res.status).toBe(401);
        expect(body.code).toBe('auth.unauthenticated');
        expect(peer().requests).toHaveLength(0);
      });
    });
  },
  { config, database: 'per-suite' },
);
