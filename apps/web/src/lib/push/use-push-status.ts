import { type PushEvent, type PushState, pushTransition } from '@eventos/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isNative } from '../platform/is-native.ts';
import { useSession } from '../session/session-context.tsx';
import { disableWebPush, enableWebPush } from './enable-web-push.ts';
import { type PushApi, pushApi } from './push-api.ts';
import { browserPushEnvironment, type PushEnvironment, webPushSupported } from './push-environment.ts';
import { pushStartupEvent, resumeWebPush } from './resume-web-push.ts';
import { followNotificationClicks } from './service-worker-registration.ts';

/** Inside the shells push is the OS's (FCM/APNs), loaded on demand so the web never carries it. */
const loadNativePush = () => import('./native-push-runtime.ts').then((m) => m.nativePush);

/** On native a refusal is undone in the app's settings, not the browser's (spec §8). */
const NATIVE_DENIED_MESSAGE = 'native:push.denied.text';

export interface PushStatus {
  /** Spec §4 Push status, with the i18n key (namespace notifications) of what to tell the person. */
  state: PushState;
  /** Whether this browser can take web push at all. */
  supported: boolean;
  /** Asks for permission, subscribes and registers; resolves once the state has moved on. */
  enable(): Promise<void>;
  /** Removes the registration; rejects (state unchanged) when the server could not remove it. */
  disable(): Promise<void>;
}

/**
 * Web push on this browser for the notification pages: the state machine of the domain driven by
 * the real browser flow. On mount it reads the startup state and, where push was enabled before,
 * keeps the service worker registered and its registration fresh.
 */
export function usePushStatus(options: { api?: PushApi; env?: PushEnvironment } = {}): PushStatus {
  const api = options.api ?? pushApi;
  const envRef = useRef<PushEnvironment | undefined>(options.env);
  envRef.current ??= browserPushEnvironment();
  const env = envRef.current;
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const native = isNative();
  const [state, dispatch] = useReducer(
    (current: PushState, event: PushEvent) => {
      const next = pushTransition(current, event);
      return native && next.status === 'denied' ? { ...next, message: NATIVE_DENIED_MESSAGE } : next;
    },
    undefined,
    () =>
      pushTransition(
        { status: 'idle' },
        native ? { type: 'startup', permission: 'default', registered: false } : pushStartupEvent(env),
      ),
  );

  // Set once enabling or disabling starts: the startup state read before then is stale.
  const acted = useRef(false);

  useEffect(() => {
    if (!native) return;
    let live = true;
    loadNativePush()
      .then((push) => push.startupEvent())
      .then((event) => live && !acted.current && dispatch(event))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [native]);

  useEffect(() => {
    if (!signedIn || native) return;
    void resumeWebPush(api, env);
    return followNotificationClicks(env);
  }, [api, env, signedIn, native]);

  const busy = useRef(false);
  const enable = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    acted.current = true;
    dispatch({ type: 'enable' });
    try {
      dispatch(
        native
          ? await (await loadNativePush()).enable(signedIn)
          : await enableWebPush(api, { signedIn, env }),
      );
    } finally {
      busy.current = false;
    }
  }, [api, env, signedIn, native]);

  const disable = useCallback(async () => {
    acted.current = true;
    if (native) {
      const push = await loadNativePush();
      await push.disable();
      dispatch(await push.startupEvent());
      return;
    }
    await disableWebPush(api, env);
    dispatch(pushStartupEvent(env));
  }, [api, env, native]);

  const supported = native || webPushSupported(env);
  return useMemo(() => ({ state, supported, enable, disable }), [state, supported, enable, disable]);
}
