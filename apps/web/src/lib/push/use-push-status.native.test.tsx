import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/http.ts';
import { dismissToast } from '../../ui/toast/toast-store.ts';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { type Session, SessionProvider } from '../session/session-context.tsx';
import { fakePreferences, fakePushPlugin } from './native-push-fakes.ts';
import { usePushStatus } from './use-push-status.ts';

// The plugin boundary only: the OS's push service and the device's preferences.
const device = vi.hoisted(() => ({
  push: null as unknown as ReturnType<typeof import('./native-push-fakes.ts').fakePushPlugin>,
  prefs: null as unknown as ReturnType<typeof import('./native-push-fakes.ts').fakePreferences>,
}));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: new Proxy({}, { get: (_t, key) => Reflect.get(device.push.plugin, key) }),
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: new Proxy({}, { get: (_t, key) => Reflect.get(device.prefs.store, key) }),
}));

const signedIn: Session = { status: 'authenticated', profileComplete: true, role: 'user' };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SessionProvider session={signedIn}>
      {children}
      <Toaster />
    </SessionProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'ios' });
  device.prefs = fakePreferences();
});

afterEach(() => {
  dismissToast();
});

describe('usePushStatus inside the shells', () => {
  it('uses the OS push service: supported, and granted once the token is registered as ios', async () => {
    device.push = fakePushPlugin({ outcomes: [{ token: 'apns-token' }] });
    const sent: unknown[] = [];
    stubFetch((_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return jsonResponse({ id: 'reg-9', deviceType: 'ios', lastSeenAt: '' }, { status: 201 });
    });
    const { result } = renderHook(() => usePushStatus(), { wrapper });
    expect(result.current.supported).toBe(true);
    await act(() => result.current.enable());
    expect(result.current.state).toEqual({ status: 'granted' });
    expect(sent).toEqual([{ device_type: 'ios', token: 'apns-token' }]);
    expect(device.push.log).toEqual(expect.arrayContaining(['requestPermissions', 'register']));
  });

  it('a refusal points to the app settings, not the browser’s (spec §8)', async () => {
    device.push = fakePushPlugin({ answer: 'denied' });
    const { result } = renderHook(() => usePushStatus(), { wrapper });
    await act(() => result.current.enable());
    expect(result.current.state).toEqual({ status: 'denied', message: 'native:push.denied.text' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Permissão negada');
    expect(toast).toHaveTextContent('Você pode ativar as notificações nas configurações do app.');
  });

  it('starts granted when this device kept a registration and the OS still allows it', async () => {
    device.push = fakePushPlugin({ permission: 'granted' });
    await device.prefs.store.set({
      key: 'eventos-push-token',
      value: JSON.stringify({ id: 'r', token: 't', registeredAt: new Date().toISOString() }),
    });
    const { result } = renderHook(() => usePushStatus(), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'granted' }));
  });
});
