import {
  isInternalPath,
  type NotificationMetadata,
  type NotificationTarget,
  notificationTarget,
} from '@eventos/domain';
import { navigateInApp } from '../platform/in-app-navigation.ts';

type Data = Record<string, unknown>;

/** The listener of @capacitor/push-notifications a tap arrives through. */
export interface NativePushTapEvents {
  addListener(
    event: 'pushNotificationActionPerformed',
    listener: (action: { notification: { data?: unknown } }) => void,
  ): Promise<{ remove: () => Promise<void> }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Where a tapped notification goes. The message carries what the web push carries (the server's
 * push payload: a `path` of the app, or for on_demand a `url` of another site); a message with only
 * a type and its metadata is routed by the domain's notification routing, like the web one's click.
 */
export function nativeNotificationTarget(data: unknown): NotificationTarget {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Data;
  if (isInternalPath(d.path)) return { kind: 'internal', path: d.path };
  const metadata: NotificationMetadata = {
    link: text(d.url) ?? text(d.link),
    from: text(d.from),
    friend_id: text(d.friend_id),
    event_id: text(d.event_id),
    event_slug: text(d.event_slug),
    group_id: text(d.group_id),
    comment_id: text(d.comment_id),
  };
  return notificationTarget(text(d.type) ?? '', metadata);
}

/** Spec §5 on native: a tapped notification opens its page in the app, another site in the browser. */
export function followNativePushTaps(plugin: NativePushTapEvents, win: Window = window) {
  return plugin.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const target = nativeNotificationTarget(notification.data);
    if (target.kind === 'external') win.open(target.url, '_blank', 'noopener');
    else navigateInApp(target.path, win);
  });
}
