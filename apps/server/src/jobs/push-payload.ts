import { notificationTarget } from '@eventos/domain';
import type { DeliveryNotification } from './delivery-notification.ts';

/** What the service worker receives (apps/web/src/sw.ts reads these names). */
export interface PushPayload {
  id: string;
  type: string;
  title: string;
  body: string;
  /** Internal path to open on click… */
  path?: string;
  /** …or, for an on_demand link to another site, the address to open in a new window. */
  url?: string;
  /** The notification replaces one already shown with the same tag (a repeated send shows once). */
  tag: string;
}

export function pushPayload(n: DeliveryNotification): PushPayload {
  const target = notificationTarget(n.type, n.metadata);
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    ...(target.kind === 'internal' ? { path: target.path } : { url: target.url }),
    tag: n.id,
  };
}

/**
 * The Topic header of a notification's message: the same on every attempt, so a message sent again
 * after a crash replaces the first one at the push service while that one is still waiting there.
 * A uuid without hyphens is 32 characters of the URL-safe alphabet, the most a topic may have.
 */
export function pushTopic(notificationId: string): string {
  return notificationId.replace(/-/g, '').slice(0, 32);
}
