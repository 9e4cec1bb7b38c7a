import { LANGUAGE_HEADER, type MeResponse } from '@eventos/domain';
import i18next from 'i18next';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apiFetch } from '../api-client.ts';
import { fetchAuthSession } from './auth-session.ts';
import { SESSION_CHANNEL } from './session-channel.ts';
import { type Session, SessionProvider, sessionMe, VISITOR_SESSION } from './session-context.tsx';
import { sessionFromMe } from './session-from-me.ts';

/** Spec §4/§9: auth state changes are debounced 300 ms. */
export const SESSION_DEBOUNCE_MS = 300;

const forcedSignOut = (navigate: (to: string) => void) =>
  import('./forced-sign-out.ts').then((m) => m.showForcedSignOut(navigate, window.location.pathname));

/** The offline store's side of the session (spec §3, §4), loaded once the session is known; null on failure. */
const offline = <T,>(use: (m: typeof import('../offline/offline-profile.ts')) => Promise<T>) =>
  import('../offline/offline-profile.ts').then(use).catch(() => null);
/** Spec §4 Sign-out: the offline profile, saved events and queued actions of the account go (2 s at most). */
const forgetOffline = (userId: string) =>
  Promise.race([offline((m) => m.clearOfflineUser(userId)), new Promise((done) => setTimeout(done, 2_000))]);

/**
 * The live session (spec §4): 'loading' until the first read answers, then visitor, needs-consent
 * or authenticated. A read asks the sign-in service for the session (null, not an error, for a
 * visitor) and then, when there is one, GET /api/v1/me for the profile. It reads again, debounced,
 * when the tab comes back into view or online, or another tab says the session changed; no session (or a 401)
 * for a signed-in user is a forced sign-out. Other failures are swallowed: the session stays what
 * it was (a visitor at first, or, without a connection, the profile this browser kept offline).
 * Signing out empties the offline profile and the account's saved events and queued actions.
 */
export function LiveSessionProvider({
  navigate,
  onSignedOut,
  children,
}: {
  /** Moves the app to a path (the router's navigate): used by a forced sign-out. */
  navigate: (to: string) => void;
  /** Called when a signed-in user becomes a visitor: empties what the account read (its profile…). */
  onSignedOut?: () => void;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  // The tab's own channel: what it posts reaches the other tabs only, never itself.
  const state = useRef({
    session: session as Session,
    seq: 0,
    /** When the last read started (ms since the epoch); 0 before the first. */
    readAt: 0,
    navigate,
    onSignedOut,
    channel: null as BroadcastChannel | null,
  });
  state.current.navigate = navigate;
  state.current.onSignedOut = onSignedOut;

  const actions = useMemo(() => {
    const apply = (next: Session) => {
      const previous = sessionMe(state.current.session);
      const me = sessionMe(next);
      state.current.session = next;
      setSession(next);
      // Signed out: nothing the account read (its profile, sessions…) stays in the cache.
      if (previous && !me) {
        void forgetOffline(previous.profile.id);
        state.current.onSignedOut?.();
      }
      // Spec §4 Profile load: a user who signs in gets the interface in the profile's language,
      // unless this page was opened with an explicit ?lng= (a shared link, a language switch).
      if (
        me &&
        me.profile.id !== previous?.profile.id &&
        !new URLSearchParams(window.location.search).has('lng') &&
        me.profile.language !== (i18next.resolvedLanguage ?? i18next.language)
      )
        void i18next.changeLanguage(me.profile.language);
    };

    const read = async (): Promise<Session> => {
      const seq = ++state.current.seq;
      state.current.readAt = Date.now();
      const before = state.current.session;
      let next: Session;
      try {
        // A visitor is answered "nobody" here; only a signed-in account asks for its profile.
        if (!(await fetchAuthSession())?.user) {
          next = VISITOR_SESSION;
        } else {
          const me = await apiFetch<MeResponse>('/api/v1/me', {
            headers: { [LANGUAGE_HEADER]: i18next.resolvedLanguage ?? i18next.language },
          });
          next = sessionFromMe(me);
          // Spec §3: the profile read last is kept so guarded pages open without a connection.
          void offline((m) => m.saveOfflineProfile(me));
        }
      } catch (error) {
        const signedOut = error instanceof ApiError && error.status === 401;
        const unreachable = error instanceof ApiError && error.status === 0;
        // Offline at start: the profile this browser read last opens the guarded pages.
        const saved =
          unreachable && before.status === 'loading' ? await offline((m) => m.readOfflineProfile()) : null;
        if (saved) next = sessionFromMe(saved);
        else next = signedOut || before.status === 'loading' ? VISITOR_SESSION : before;
      }
      // A later read (or a sign-out) started meanwhile: its answer wins.
      if (seq !== state.current.seq) return next;
      if (sessionMe(state.current.session) && next.status === 'visitor')
        void forcedSignOut(state.current.navigate);
      apply(next);
      return next;
    };

    const announce = () => state.current.channel?.postMessage('changed');
    let timer: ReturnType<typeof setTimeout> | undefined;
    return {
      read,
      later: () => {
        clearTimeout(timer);
        timer = setTimeout(read, SESSION_DEBOUNCE_MS);
      },
      cancel: () => clearTimeout(timer),
      revalidate: (maxAgeMs: number) => {
        if (state.current.readAt > 0 && Date.now() - state.current.readAt > maxAgeMs) void read();
      },
      refresh: async () => {
        const next = await read();
        announce();
        return next;
      },
      signOut: async (options?: { forced?: boolean; reloadAt?: string }) => {
        state.current.seq++;
        await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} }).catch(() => {});
        announce();
        if (options?.reloadAt) {
          const me = sessionMe(state.current.session);
          if (me) await forgetOffline(me.profile.id);
          return window.location.replace(options.reloadAt);
        }
        apply(VISITOR_SESSION);
        if (options?.forced) await forcedSignOut(state.current.navigate);
      },
    };
  }, []);

  useEffect(() => {
    void actions.read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') actions.later();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', actions.later);
    // Back online: a session opened from the offline profile is checked with the server.
    window.addEventListener('online', actions.later);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
    if (channel) channel.onmessage = actions.later;
    state.current.channel = channel;
    return () => {
      actions.cancel();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', actions.later);
      window.removeEventListener('online', actions.later);
      channel?.close();
      state.current.channel = null;
    };
  }, [actions]);

  return (
    <SessionProvider session={session} actions={actions}>
      {children}
    </SessionProvider>
  );
}
