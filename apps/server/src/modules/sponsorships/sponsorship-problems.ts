import { HttpProblem } from '../../http/problem.ts';

export const sponsorshipNotFound = () => new HttpProblem(404, 'sponsorship.not_found');
export const sponsorshipForbidden = () => new HttpProblem(403, 'sponsorship.forbidden');
export const sponsorshipStateChanged = () => new HttpProblem(409, 'sponsorship.state_changed');
export const eventNotFound = () => new HttpProblem(404, 'event.not_found');
export const tierNotFound = () => new HttpProblem(404, 'sponsorship.tier.not_found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that names nothing unless it is a uuid (404 with the given problem, never a 500). */
export function pathId(raw: string | undefined, missing: () => HttpProblem): string {
  if (!raw || !UUID.test(raw)) throw missing();
  return raw.toLowerCase();
}

/**
 * The refusals of the guard trigger and the unique index of migration 0043, as problems; anything
 * else is left as it was. The trigger raises its catalogue code as the message.
 */
const RAISED: Record<string, 403 | 409> = {
  'sponsorship.forbidden': 403,
  'sponsorship.state_changed': 409,
};

export function asSponsorshipProblem(err: unknown): unknown {
  let current = err as
    | { message?: unknown; cause?: unknown; code?: unknown; constraint?: unknown }
    | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    const status = RAISED[message];
    if (status) return new HttpProblem(status, message);
    if (
      current.code === '23505' &&
      /sponsorships_one_open_idx/.test(`${current.constraint ?? ''} ${message}`)
    )
      return new HttpProblem(409, 'sponsorship.already_requested');
    current = current.cause as typeof current;
  }
  return err;
}
