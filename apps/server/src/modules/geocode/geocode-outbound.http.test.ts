import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/describe-each-backend.ts';
import { geocodeCaller, PAULISTA, useGeocodingPeer } from './geocode-test-peer.ts';

const { peer, config } = useGeocodingPeer();

/** Another server on 127.0.0.1: the server must never be led to it. */
let canary: Server;
let canaryHost = '';
let canaryHits = 0;
beforeAll(async () => {
  canary = createServer((_req, res) => {
    canaryHits += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"OK","results":[]}');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryHost = `127.0.0.1:${(canary.address() as AddressInfo).port}`;
});
beforeEach(() => {
  canaryHits = 0;
});
afterAll(() => new Promise<void>((resolve) => canary.close(() => resolve())));

describeEachBackend(
  'what the server sends to the geocoding services',
  (ctx) => {
    const get = geocodeCaller(ctx);

    it.each([
      'http://HOST/maps/api/geocode/json?address=x',
      'Avenida Paulista @HOST',
      'x&key=roubada&address=@HOST#frag',
      '//HOST/search?q=x',
    ])('sends q "%s" only as a query value to the configured host', async (text) => {
      const q = text.replace('HOST', canaryHost);
      peer().program({ google: { drop: true } });
      await get(`/address?q=${encodeURIComponent(q)}`);
      expect(canaryHits).toBe(0);
      expect(peer().requests.map((r) => [r.service, r.path])).toEqual([
        ['google', '/maps/api/geocode/json'],
        ['nominatim', '/search'],
      ]);
      expect(peer().requests[0]?.query).toMatchObject({ address: q, key: peer().apiKey });
      expect(peer().requests[1]?.query).toMatchObject({ q });
    });

    it('does not follow a redirect: it counts as Google failing and Nominatim answers', async () => {
      peer().program({ google: { redirectTo: `http://${canaryHost}/maps/api/geocode/json` } });
      const { res, body } = await get(`/address?q=${encodeURIComponent('Avenida Paulista, 1578')}`);
      expect(res.status).toBe(200);
      expect(body).toEqual(PAULISTA);
      expect(canaryHits).toBe(0);
      expect(peer().requests.map((r) => r.service)).toEqual(['google', 'nominatim']);
    });
  },
  { config, database: 'per-suite' },
);
