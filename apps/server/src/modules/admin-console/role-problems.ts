import { HttpProblem } from '../../http/problem.ts';

/**
 * The refusals of app.set_profile_role (migration 0042): the function raises its catalogue code as
 * the message; here each becomes the problem it stands for.
 */
const STATUS: Record<string, 400 | 401 | 403 | 404 | 409> = {
  'auth.unauthenticated': 401,
  'auth.forbidden': 403,
  'validation.role.invalid': 400,
  'role.person_not_found': 404,
  'role.unchanged': 409,
  'role.last_admin': 409,
};

/** What set_profile_role raised, as a problem; anything else is left as it was. */
export function asRoleProblem(err: unknown): unknown {
  let current = err as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const message = typeof current.message === 'string' ? current.message : '';
    const status = STATUS[message];
    if (status) return new HttpProblem(status, message);
    current = current.cause as typeof current;
  }
  return err;
}
