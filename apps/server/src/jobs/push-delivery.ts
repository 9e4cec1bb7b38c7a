import { webPushSubscriptionSchema } from '@eventos/domain';
import type { Database } from '../db/client.ts';
import type { NativePushSender } from '../integrations/push/fcm-sender.ts';
import type { WebPushSender } from '../integrations/push/web-push-sender.ts';
import type { Logger } from '../logger.ts';
import { type DeliveryNotification, deletePushToken, recipientPushTokens } from './delivery-notification.ts';
import { pushPayload, pushTopic } from './push-payload.ts';

/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;

export interface PushDeliveryDeps {
  db: Database;
  logger: Logger;
  web: WebPushSender;
  /** Firebase Cloud Messaging when configured; without it native tokens get nothing. */
  native?: NativePushSender;
}

function parseSubscription(token: string) {
  try {
    const parsed = webPushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sends one notification to every device of its recipient. Tokens the service reports gone (404,
 * 410, FCM's unregistered) are deleted; any other failure throws after the other devices were
 * tried, and the job is attempted again (devices that got it already show it once: same tag).
 * Answers how many devices took it.
 */
export async function deliverPush(deps: PushDeliveryDeps, n: DeliveryNotification): Promise<number> {
  const tokens = await recipientPushTokens(deps.db, n.userId);
  const payload = pushPayload(n);
  const topic = pushTopic(n.id);
  const failures: string[] = [];
  let reached = 0;
  for (const token of tokens) {
    try {
      let outcome: 'sent' | 'gone' | 'skipped';
      if (token.deviceType === 'web') {
        const subscription = parseSubscription(token.token);
        outcome = subscription
          ? await deps.web.send(subscription, {
              payload: JSON.stringify(payload),
              topic,
              ttlSeconds: PUSH_TTL_SECONDS,
            })
          : 'gone';
      } else if (deps.native) {
        const { tag: _tag, ...data } = payload;
        outcome = await deps.native.send(token.token, {
          title: n.title,
          body: n.body,
          data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
          collapseKey: topic,
          ttlSeconds: PUSH_TTL_SECONDS,
        });
      } else {
        deps.logger.debug(
          { tokenId: token.id, deviceType: token.deviceType },
          'no FCM credentials: native push skipped',
        );
        outcome = 'skipped';
      }
      if (outcome === 'sent') reached++;
      if (outcome === 'gone') {
        await deletePushToken(deps.db, token.id, token.token);
        deps.logger.info({ tokenId: token.id }, 'push token gone: removed');
      }
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
  return reached;
}
