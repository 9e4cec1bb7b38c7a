import { createMailer } from '../auth/mailer.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createFcmSender, type NativePushSender } from '../integrations/push/fcm-sender.ts';
import { vapidKeysOf, vapidSubject } from '../integrations/push/vapid-keys.ts';
import { createWebPushSender } from '../integrations/push/web-push-sender.ts';
import type { Logger } from '../logger.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';

/**
 * The delivery worker of one server process, with the configured senders: web push with the VAPID
 * pair of the configuration or of the database, FCM when its service account is configured, the
 * SMTP mailer (or the log). Every process runs one; SKIP LOCKED shares the jobs between them.
 */
export async function startDeliveryWorker(
  config: Pick<Config, 'push' | 'smtpUrl' | 'mailFrom' | 'publicUrl'>,
  database: DatabaseHandle,
  logger: Logger,
): Promise<DeliveryWorker> {
  const log = logger.child({ module: 'delivery' });
  const subject = vapidSubject(config.push, config.mailFrom);
  let native: NativePushSender | undefined;
  if (config.push.fcmServiceAccountFile) {
    try {
      native = await createFcmSender(config.push.fcmServiceAccountFile);
    } catch (err) {
      log.error({ err }, 'FCM service account unreadable: native push is off');
    }
  }
  const worker = createDeliveryWorker({
    db: database.db,
    logger: log,
    push: {
      web: createWebPushSender({ vapid: () => vapidKeysOf(database.db, config.push, subject) }),
      ...(native ? { native } : {}),
    },
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: log }),
    publicUrl: config.publicUrl,
  });
  worker.start();
  return worker;
}
