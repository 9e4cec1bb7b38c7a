import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Session, SessionProvider } from '../session/session-context.tsx';
import { fakeBrowser, recordingApi } from './push-fakes.ts';
import { usePushStatus } from './use-push-status.ts';

const signedIn: Session = { status: 'authenticated', profileComplete: true, role: 'user' };

function wrapper(session: Session) {
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider session={session}>{children}</SessionProvider>
  );
}

describe('usePushStatus', () => {
  it('goes idle → loading → granted, then back to idle when disabled', async () => {
    const browser = fakeBrowser();
    const { api } = recordingApi();
    const { result } = renderHook(() => usePushStatus({ api, env: browser.env }), {
      wrapper: wrapper(signedIn),
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.supported).toBe(true);
    let enabling: Promise<void> | undefined;
    act(() => {
      enabling = result.current.enable();
    });
    expect(result.current.state.status).toBe('loading');
    await act(() => enabling);
    expect(result.current.state).toEqual({ status: 'granted' });
    await act(() => result.current.disable());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('says why: sign in, denied, server error', async () => {
    const visitor = renderHook(() => usePushStatus({ api: recordingApi().api, env: fakeBrowser().env }), {
      wrapper: wrapper({ status: 'visitor' }),
    });
    await act(() => visitor.result.current.enable());
    expect(visitor.result.current.state).toEqual({ status: 'idle', message: 'push.errors.sign_in' });

    const refusing = renderHook(
      () => usePushStatus({ api: recordingApi().api, env: fakeBrowser({ answer: 'denied' }).env }),
      { wrapper: wrapper(signedIn) },
    );
    await act(() => refusing.result.current.enable());
    expect(refusing.result.current.state).toEqual({ status: 'denied', message: 'push.errors.denied' });

    const failing = renderHook(
      () => usePushStatus({ api: recordingApi('register').api, env: fakeBrowser().env }),
      {
        wrapper: wrapper(signedIn),
      },
    );
    await act(() => failing.result.current.enable());
    expect(failing.result.current.state).toEqual({ status: 'error', message: 'push.errors.register' });
  });

  it('starts granted where push was enabled before, and registers the service worker then', async () => {
    const browser = fakeBrowser({ permission: 'granted' });
    browser.storage.set(
      'eventos-push-registration',
      JSON.stringify({ id: 'r', registeredAt: new Date().toISOString() }),
    );
    const { result } = renderHook(() => usePushStatus({ api: recordingApi().api, env: browser.env }), {
      wrapper: wrapper(signedIn),
    });
    expect(result.current.state).toEqual({ status: 'granted' });
    await waitFor(() => expect(browser.registered).toEqual(['/sw.js']));
  });

  it('registers no service worker on a first visit', async () => {
    const browser = fakeBrowser();
    renderHook(() => usePushStatus({ api: recordingApi().api, env: browser.env }), {
      wrapper: wrapper(signedIn),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.registered).toEqual([]);
  });
});
