import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../test/fixtures.ts';
import { jsonResponse, problemResponse, stubFetch } from '../../test/http.ts';
import { dismissToast, useToasts } from '../../ui/toast/toast-store.ts';
import { closeOfflineDbForTests, offlineDb } from '../offline/offline-db.ts';
import { readOfflineProfile, saveOfflineProfile } from '../offline/offline-profile.ts';
import { postSessionMessage, SESSION_CHANNEL } from './session-channel.ts';
import { type Session, type SessionActions, useSession, useSessionActions } from './session-context.tsx';
import { LiveSessionProvider } from './session-provider.tsx';
import { meFixture } from './testing/me-fixture.ts';

const unauthenticated = () =>
  problemResponse(401, { title: 'x', detail: 'Usuário não autenticado', code: 'auth.unauthenticated' });

/**
 * The API as the provider sees it: /api/v1/me answers `me`; the sign-in service's get-session says
 * "nobody" (200 null) when that answer is a 401, else names the account.
 */
function stubApi(me: (url: URL) => Response) {
  return stubFetch((url) => {
    if (url.pathname !== '/api/auth/get-session') return me(url);
    return me(url).status === 401
      ? jsonResponse(null)
      : jsonResponse({ user: { id: 'u1', name: 'Maria Silva', email: 'maria@exemplo.com.br' } });
  });
}

let seen: Session[] = [];
let actions: SessionActions;

function Probe() {
  const session = useSession();
  actions = useSessionActions();
  seen.push(session);
  const toasts = useToasts().filter((t) => t.open);
  return (
    <>
      <p data-testid="status">{session.status}</p>
      {toasts.map((t) => (
        <p key={t.id} data-testid="toast" data-variant={t.variant}>
          {t.title} / {t.description}
        </p>
      ))}
    </>
  );
}

let queryClient: QueryClient;

function renderProvider(navigate = vi.fn()) {
  queryClient = new QueryClient();
  render(
    <LiveSessionProvider navigate={navigate} onSignedOut={() => queryClient.clear()}>
      <Probe />
    </LiveSessionProvider>,
  );
  return navigate;
}

const status = () => screen.getByTestId('status').textContent;
const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith(path));
const meCalls = (fetch: ReturnType<typeof stubFetch>) => callsTo(fetch, '/api/v1/me').length;
/** Each read starts by asking the sign-in service for the session. */
const reads = (fetch: ReturnType<typeof stubFetch>) => callsTo(fetch, '/api/auth/get-session').length;

afterEach(async () => {
  const db = await offlineDb();
  await Promise.all([db.profile.clear(), db.savedEvents.clear(), db.syncQueue.clear()]);
  await closeOfflineDbForTests();
  seen = [];
  dismissToast();
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('pt-BR');
});

describe('LiveSessionProvider', () => {
  it('is loading until the first read, then a visitor, asked without any failing request', async () => {
    const fetch = stubApi(unauthenticated);
    renderProvider();
    expect(seen[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(status()).toBe('visitor'));
    expect(reads(fetch)).toBe(1);
    expect(meCalls(fetch)).toBe(0);
    const answers = await Promise.all(fetch.mock.results.map((result) => result.value as Promise<Response>));
    expect(answers.map((answer) => answer.status)).toEqual([200]);
  });

  it('is a visitor when the session ends between the two requests (401 from /api/v1/me)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/get-session'
        ? jsonResponse({ user: { id: 'u1', name: 'Maria Silva', email: 'maria@exemplo.com.br' } })
        : unauthenticated(),
    );
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
  });

  it('sends the interface language and reads an authenticated user with role and completeness', async () => {
    const me = meFixture({ role: 'admin', complete: false, status: 'pending' });
    const fetch = stubApi(() => jsonResponse(me));
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(seen.at(-1)).toEqual({ status: 'authenticated', profileComplete: false, role: 'admin', me });
    const init = callsTo(fetch, '/api/v1/me')[0]?.[1];
    expect(new Headers(init?.headers).get('x-eventos-language')).toBe('pt-BR');
  });

  it('reads the role again on revalidate only when the last read is older than asked (a revoked admin)', async () => {
    let role: 'admin' | 'user' = 'admin';
    const fetch = stubApi(() => jsonResponse(meFixture({ role })));
    renderProvider();
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ role: 'admin' }));
    act(() => actions.revalidate?.(60_000));
    expect(meCalls(fetch)).toBe(1);
    role = 'user';
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 10_000);
    try {
      act(() => actions.revalidate?.(5_000));
      await waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'authenticated', role: 'user' }));
      expect(meCalls(fetch)).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('holds a user with a pending consent in needs-consent', async () => {
    const me = meFixture({}, { pendingConsents: ['privacy'] });
    stubApi(() => jsonResponse(me));
    renderProvider();
    await waitFor(() => expect(status()).toBe('needs-consent'));
    expect(seen.at(-1)).toEqual({ status: 'needs-consent', me });
  });

  it("switches the interface to the profile's language when the user signs in", async () => {
    stubApi(() => jsonResponse(meFixture({ language: 'es' })));
    const spy = vi.spyOn(i18next, 'changeLanguage');
    renderProvider();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('es'));
  });

  it('swallows load errors: a visitor at first, the previous session afterwards, no toast', async () => {
    let answer: () => Response = () =>
      problemResponse(500, { title: 'x', detail: 'falhou', code: 'internal' });
    const fetch = stubApi(() => answer());
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));

    answer = () => jsonResponse(meFixture());
    await act(() => actions.refresh());
    expect(status()).toBe('authenticated');

    answer = () => problemResponse(503, { title: 'x', detail: 'fora do ar', code: 'unavailable' });
    await act(() => actions.refresh());
    expect(status()).toBe('authenticated');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(meCalls(fetch)).toBe(3);
  });

  it('reads again once, 300 ms after the tab comes back (focus and visibility together)', async () => {
    const fetch = stubApi(unauthenticated);
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
    expect(reads(fetch)).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads(fetch)).toBe(1);
    await waitFor(() => expect(reads(fetch)).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(reads(fetch)).toBe(2);
  });

  it('reads again when another tab says the session changed', async () => {
    let answer = unauthenticated;
    stubApi(() => answer());
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
    answer = () => jsonResponse(meFixture());
    postSessionMessage();
    await waitFor(() => expect(status()).toBe('authenticated'));
  });

  it('tells the other tabs after a refresh, without reading again itself', async () => {
    const fetch = stubApi(unauthenticated);
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    await act(() => actions.refresh());
    await new Promise((resolve) => setTimeout(resolve, 450));
    otherTab.close();
    expect(heard).toEqual(['changed']);
    expect(reads(fetch)).toBe(2);
  });

  it('turns a 401 for a signed-in user into a forced sign-out: toast and /login', async () => {
    let answer: () => Response = () => jsonResponse(meFixture());
    stubApi(() => answer());
    window.history.replaceState(null, '', '/participating');
    const navigate = renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));

    answer = unauthenticated;
    await act(() => actions.refresh());
    expect(status()).toBe('visitor');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Sessão encerrada / Você foi desconectado. Faça login novamente.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('does not redirect a forced sign-out on /terms, and a visitor getting 401 is not forced out', async () => {
    let answer: () => Response = () => jsonResponse(meFixture());
    stubApi(() => answer());
    window.history.replaceState(null, '', '/terms');
    const navigate = renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    answer = unauthenticated;
    await act(() => actions.refresh());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Sessão encerrada');
    dismissToast();
    await act(() => actions.refresh());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('signs out: POST /api/auth/sign-out, then a visitor without the forced toast', async () => {
    const fetch = stubApi((url) =>
      url.pathname === '/api/auth/sign-out' ? jsonResponse({ success: true }) : jsonResponse(meFixture()),
    );
    const navigate = renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    queryClient.setQueryData(['profile', 'me'], meFixture());
    await act(() => actions.signOut());
    expect(status()).toBe('visitor');
    expect(queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/auth/sign-out'));
    expect(call?.[1]?.method).toBe('POST');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('LiveSessionProvider and the offline profile', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const OTHER = '00000000-0000-4000-8000-0000000000b2';
  const EVENT = '00000000-0000-4000-8000-0000000000e1';

  it('keeps the profile of each successful read for offline use', async () => {
    const me = meFixture({ firstName: 'Joana' });
    stubApi(() => jsonResponse(me));
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await waitFor(async () => expect(await readOfflineProfile()).toEqual(me));
  });

  it('opens signed in with the kept profile when the first read finds no connection', async () => {
    const me = meFixture();
    await saveOfflineProfile(me);
    stubFetch(offline);
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(seen.at(-1)).toEqual({ status: 'authenticated', profileComplete: true, role: 'user', me });
  });

  it('checks the kept profile with the server when the connection returns', async () => {
    await saveOfflineProfile(meFixture());
    let online = false;
    stubFetch((url) => {
      if (!online) return offline();
      return url.pathname === '/api/auth/get-session' ? jsonResponse(null) : unauthenticated();
    });
    const navigate = renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toBe('visitor'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    await waitFor(async () => expect(await readOfflineProfile()).toBeNull());
  });

  it('is a visitor offline when nothing was kept, and a server error never uses the kept profile', async () => {
    stubFetch(offline);
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
    cleanup();
    await saveOfflineProfile(meFixture());
    stubApi(() => problemResponse(500, { title: 'x', detail: 'falhou', code: 'internal' }));
    renderProvider();
    await waitFor(() => expect(status()).toBe('visitor'));
  });

  it("signing out empties the offline profile and the account's saved events and queued actions", async () => {
    const me = meFixture();
    const db = await offlineDb();
    const saved = (id: string, userId: string) => ({
      id,
      userId,
      slug: 'festa',
      card: makeEvent(),
      detail: {},
      attendance: {} as never,
      savedAt: new Date().toISOString(),
    });
    await db.savedEvents.bulkPut([saved(EVENT, me.profile.id), saved(OTHER, OTHER)]);
    const queued = (userId: string, key: string) => ({
      kind: 'rsvp' as const,
      method: 'PUT' as const,
      path: `/api/v1/events/${EVENT}/attendance`,
      idempotencyKey: key,
      eventId: EVENT,
      eventName: 'Festa',
      userId,
      state: 'pending' as const,
      attempts: 0,
      createdAt: new Date().toISOString(),
    });
    await db.syncQueue.bulkAdd([queued(me.profile.id, 'key-mine-1'), queued(OTHER, 'key-other-1')]);
    stubApi((url) =>
      url.pathname === '/api/auth/sign-out' ? jsonResponse({ success: true }) : jsonResponse(me),
    );
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await waitFor(async () => expect(await readOfflineProfile()).toEqual(me));
    await act(() => actions.signOut());
    await waitFor(async () => expect(await db.profile.count()).toBe(0));
    await waitFor(async () => expect((await db.savedEvents.toArray()).map((r) => r.userId)).toEqual([OTHER]));
    expect((await db.syncQueue.toArray()).map((r) => r.userId)).toEqual([OTHER]);
  });

  it('a forced sign-out empties them too', async () => {
    let answer: () => Response = () => jsonResponse(meFixture());
    stubApi(() => answer());
    renderProvider();
    await waitFor(() => expect(status()).toBe('authenticated'));
    await waitFor(async () => expect(await readOfflineProfile()).not.toBeNull());
    answer = unauthenticated;
    await act(() => actions.refresh());
    expect(status()).toBe('visitor');
    await waitFor(async () => expect(await readOfflineProfile()).toBeNull());
  });
});
