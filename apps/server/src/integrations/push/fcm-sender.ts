import { readFile } from 'node:fs/promises';
import type { PushOutcome } from './web-push-sender.ts';

/** A native (ios/android) push message. */
export interface NativePushMessage {
  title: string;
  body: string;
  /** Flat string map the app reads on tap (id, type, path or url). */
  data: Record<string, string>;
  /** Collapses a repeated send of the same notification on the device. */
  collapseKey: string;
  ttlSeconds: number;
}

export interface NativePushSender {
  send(token: string, message: NativePushMessage): Promise<PushOutcome>;
}

/** Error codes by which Firebase says a token will never receive again. */
const GONE_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * Firebase Cloud Messaging through firebase-admin, with the service account of
 * FCM_SERVICE_ACCOUNT_FILE. Loaded only when that is configured.
 */
export async function createFcmSender(serviceAccountFile: string): Promise<NativePushSender> {
  const account = JSON.parse(await readFile(serviceAccountFile, 'utf8')) as Record<string, string>;
  const { initializeApp, cert } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp({ credential: cert(account) }, `eventos-${process.pid}`);
  const messaging = getMessaging(app);
  return {
    async send(token, message) {
      try {
        await messaging.send({
          token,
          notification: { title: message.title, body: message.body },
          data: message.data,
          android: { collapseKey: message.collapseKey, ttl: message.ttlSeconds * 1000, priority: 'normal' },
          apns: { headers: { 'apns-collapse-id': message.collapseKey } },
        });
        return 'sent';
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && GONE_CODES.has(code)) return 'gone';
        throw err;
      }
    },
  };
}
