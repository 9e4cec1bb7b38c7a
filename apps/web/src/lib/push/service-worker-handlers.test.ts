import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_ICON,
  openNotificationTarget,
  readPushMessage,
  showPushNotification,
  type WorkerClient,
  type WorkerScope,
} from './service-worker-handlers.ts';

interface FakeClient extends WorkerClient {
  focused: number;
  navigated: string[];
  messages: unknown[];
}

function client(url: string, controlled = true): FakeClient {
  const c: FakeClient = {
    url,
    focused: 0,
    navigated: [],
    messages: [],
    focus: async () => {
      c.focused++;
      return c;
    },
    navigate: async (to) => {
      if (!controlled) throw new TypeError('not controlled');
      c.navigated.push(to);
      return c;
    },
    postMessage: (m) => void c.messages.push(m),
  };
  return c;
}

function scope(windows: WorkerClient[] = []) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const s: WorkerScope = {
    location: { origin: 'https://eventos.test' },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
  };
  return { s, shown, opened };
}

describe('the service worker on push', () => {
  it('shows the title and body with the id as tag and the target as data', async () => {
    const { s, shown } = scope();
    const message = readPushMessage(() => ({
      id: 'n1',
      type: 'event_updated',
      title: 'Evento atualizado',
      body: 'Mudou',
      path: '/events/e1',
      tag: 'n1',
    }));
    expect(message).not.toBeNull();
    if (message) await showPushNotification(s, message);
    expect(shown).toEqual([
      {
        title: 'Evento atualizado',
        options: {
          body: 'Mudou',
          tag: 'n1',
          data: { path: '/events/e1', url: undefined },
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_ICON,
        },
      },
    ]);
  });

  it('ignores pushes that are not ours', () => {
    expect(readPushMessage(() => JSON.parse('not json'))).toBeNull();
    expect(readPushMessage(() => ({ title: 'no id' }))).toBeNull();
    expect(readPushMessage(() => null)).toBeNull();
  });
});

describe('the service worker on a notification click', () => {
  it('navigates an open window of the app to the routed path and focuses it', async () => {
    const other = client('https://elsewhere.test/');
    const app = client('https://eventos.test/events');
    const { s, opened } = scope([other, app]);
    await openNotificationTarget(s, { path: '/events/e1' });
    expect(app.focused).toBe(1);
    expect(app.navigated).toEqual(['https://eventos.test/events/e1']);
    expect(opened).toEqual([]);
    expect(other.navigated).toEqual([]);
  });

  it('asks a window it does not control to navigate itself', async () => {
    const app = client('https://eventos.test/', false);
    const { s } = scope([app]);
    await openNotificationTarget(s, { path: '/groups/g1' });
    expect(app.messages).toEqual([{ type: 'eventos:navigate', path: '/groups/g1' }]);
  });

  it('opens a new window when none of the app is open', async () => {
    const { s, opened } = scope();
    await openNotificationTarget(s, { path: '/events/e1#comment-c1' });
    expect(opened).toEqual(['https://eventos.test/events/e1#comment-c1']);
  });

  it('opens another site of an on_demand link in a new window, leaving open windows alone', async () => {
    const app = client('https://eventos.test/');
    const { s, opened } = scope([app]);
    await openNotificationTarget(s, { url: 'https://blog.example.org/a' });
    expect(opened).toEqual(['https://blog.example.org/a']);
    expect(app.navigated).toEqual([]);
  });

  it('never follows a path that leaves the app or a url that is not http(s)', async () => {
    const app = client('https://eventos.test/x');
    const { s, opened } = scope([app]);
    await openNotificationTarget(s, { path: '//evil.test/a', url: 'javascript:alert(1)' });
    expect(app.navigated).toEqual(['https://eventos.test/']);
    expect(opened).toEqual([]);
  });
});
