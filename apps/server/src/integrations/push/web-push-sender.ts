import { Agent } from 'node:https';
import webpush, { type PushSubscription } from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What the push service said about one message. */
export type PushOutcome = 'sent' | 'gone';

export interface WebPushMessage {
  /** What the service worker receives (encrypted for the subscription). */
  payload: string;
  /** Replaces an undelivered message with the same topic at the push service (≤ 32 base64url characters). */
  topic: string;
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
}

export interface WebPushSender {
  send(subscription: PushSubscription, message: WebPushMessage): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  vapid: () => Promise<VapidKeys>;
  /** Extra certificate authority to trust (the local push service of tests); never disables checks. */
  ca?: string;
  timeoutMs?: number;
}

/**
 * Sends Web Push messages (RFC 8030, aes128gcm per RFC 8291, VAPID per RFC 8292) with web-push.
 * 404 and 410 mean the subscription is gone; any other failure throws, for the job to retry.
 */
export function createWebPushSender({ vapid, ca, timeoutMs = 10_000 }: WebPushSenderOptions): WebPushSender {
  const agent = ca ? new Agent({ ca, keepAlive: true }) : undefined;
  return {
    async send(subscription, message) {
      const keys = await vapid();
      try {
        await webpush.sendNotification(subscription, message.payload, {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: message.ttlSeconds,
          topic: message.topic,
          urgency: 'normal',
          timeout: timeoutMs,
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410))
          return 'gone';
        if (err instanceof webpush.WebPushError) throw new Error(`push service answered ${err.statusCode}`);
        throw err;
      }
    },
  };
}
