/**
 * What the service worker does with a push and with a click on its notification (apps/web/src/sw.ts
 * wires these to its events). Written against the few service-worker APIs it uses, so tests can
 * run it with fakes of them.
 */

/** What the server sends (apps/server/src/jobs/push-payload.ts). */
export interface PushMessage {
  id: string;
  type?: string;
  title: string;
  body: string;
  path?: string;
  url?: string;
  tag?: string;
}

/** What a shown notification carries to its click. */
export interface NotificationData {
  path?: string;
  url?: string;
}

export interface WorkerClient {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

export const NOTIFICATION_ICON = '/favicon.svg';

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The message of a push event's data, or null when it is not one of ours. */
export function readPushMessage(json: () => unknown): PushMessage | null {
  let data: unknown;
  try {
    data = json();
  } catch {
    return null;
  }
  const d = (data ?? {}) as Record<string, unknown>;
  const id = asText(d.id);
  const title = asText(d.title);
  if (!id || !title) return null;
  return {
    id,
    title,
    body: asText(d.body) ?? '',
    type: asText(d.type),
    path: asText(d.path),
    url: asText(d.url),
    tag: asText(d.tag),
  };
}

/** Shows the notification; the same id (tag) replaces one already shown, so a repeated send shows once. */
export function showPushNotification(scope: WorkerScope, message: PushMessage): Promise<void> {
  const data: NotificationData = { path: message.path, url: message.url };
  return scope.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag ?? message.id,
    data,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
  });
}

const isInternal = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

const isWebUrl = (url: unknown): url is string => {
  if (typeof url !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

/**
 * Spec §5 Notification links on a click: another site (on_demand) opens in a new window; a path of
 * the app is opened in a window of the app that is already open (focused, then navigated, or told
 * to navigate when this worker does not control it yet), else in a new one.
 */
export async function openNotificationTarget(
  scope: WorkerScope,
  data: NotificationData | null | undefined,
): Promise<void> {
  if (!isInternal(data?.path) && isWebUrl(data?.url)) {
    await scope.clients.openWindow(data.url);
    return;
  }
  const path = isInternal(data?.path) ? data.path : '/';
  const target = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (!client) {
    await scope.clients.openWindow(target);
    return;
  }
  // Focusing needs the click's user activation; a window is navigated even where it is refused.
  await client.focus().catch(() => undefined);
  try {
    if (client.navigate && (await client.navigate(target))) return;
  } catch {
    // Not controlled by this worker yet: the page navigates itself.
  }
  client.postMessage({ type: 'eventos:navigate', path });
}
