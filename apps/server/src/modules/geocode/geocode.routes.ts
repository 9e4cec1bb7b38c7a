import { addressQuerySchema, apiMessage, postalCodeParamSchema } from '@eventos/domain';
import { type Context, Hono } from 'hono';
import { signedIn } from '../../http/caller.ts';
import { problemBody, problemResponse } from '../../http/problem.ts';
import type { AppEnv } from '../../http/types.ts';
import { parseOrProblem } from '../../http/validate.ts';
import type { GeocodingProviders } from '../../integrations/geocoding/geocoding-providers.ts';
import { type GeocodeDeps, type GeocodeOutcome, lookUpAddress, lookUpPostalCode } from './geocode.service.ts';

export interface GeocodeRoutesOptions {
  providers: GeocodingProviders;
  cacheTtlDays: number;
}

/** Browsers may keep an answer for a day: places rarely move. */
const CLIENT_MAX_AGE_SECONDS = 86_400;

function answer(c: Context<AppEnv>, outcome: GeocodeOutcome): Response {
  if (outcome.ok) {
    c.header('Cache-Control', `private, max-age=${CLIENT_MAX_AGE_SECONDS}`);
    return c.json(outcome.result);
  }
  const { code, params, httpStatus, retryAfterSeconds } = outcome.failure;
  if (retryAfterSeconds) c.header('Retry-After', String(retryAfterSeconds));
  return problemResponse(
    c,
    problemBody(httpStatus, code, c.get('requestId'), apiMessage(code, params), undefined, params),
  );
}

/** GET /api/v1/geocode/postal-code/{cep} and /address?q= — signed-in callers only. */
export function geocodeRoutes({ providers, cacheTtlDays }: GeocodeRoutesOptions) {
  const deps = (c: Context<AppEnv>): GeocodeDeps => ({
    db: c.get('database').db,
    providers,
    cacheTtlDays,
    log: c.get('log'),
  });
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/postal-code/:cep', async (c) => {
      const { cep } = parseOrProblem(postalCodeParamSchema, { cep: c.req.param('cep') });
      return answer(c, await lookUpPostalCode(deps(c), cep));
    })
    .get('/address', async (c) => {
      const { q } = parseOrProblem(addressQuerySchema, { q: c.req.query('q') });
      return answer(c, await lookUpAddress(deps(c), q));
    });
}
