import { type PushTokenInput, type PushTokenRegistration, webPushSubscriptionSchema } from '@eventos/domain';
import { type Database, withUser } from '../../db/client.ts';
import { isPgError, PG_ERROR } from '../../db/pg-error.ts';
import type { Caller } from '../../http/caller.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { HttpProblem } from '../../http/problem.ts';
import { deleteOwnToken, registerToken } from './push.repository.ts';

/** A web token is the PushSubscription's JSON: an https endpoint and its two keys, nothing else kept. */
function webToken(token: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw fieldProblem(400, 'token', 'validation.push.token.invalid');
  }
  const subscription = webPushSubscriptionSchema.safeParse(parsed);
  if (!subscription.success) throw fieldProblem(400, 'token', 'validation.push.token.invalid');
  const { endpoint, keys } = subscription.data;
  return JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/** Spec §7 POST push-tokens: the caller's device, registered again (last seen now) if it was already. */
export async function registerPushToken(
  db: Database,
  caller: Caller,
  input: PushTokenInput,
): Promise<PushTokenRegistration> {
  const token = input.device_type === 'web' ? webToken(input.token) : input.token;
  try {
    const row = await withUser(db, caller.userId, (tx) => registerToken(tx, input.device_type, token));
    return { id: row.id, deviceType: input.device_type, lastSeenAt: row.lastSeenAt.toISOString() };
  } catch (err) {
    // Signed in without a profile yet: nobody to deliver to.
    if (isPgError(err, PG_ERROR.foreignKeyViolation)) throw new HttpProblem(403, 'profile.incomplete');
    throw err;
  }
}

/** Spec §7 DELETE push-tokens: only the caller's own; anything else is not found. */
export async function removePushToken(db: Database, caller: Caller, id: string): Promise<void> {
  const deleted = await withUser(db, caller.userId, (tx) => deleteOwnToken(tx, id));
  if (!deleted) throw new HttpProblem(404, 'push_token.not_found');
}
