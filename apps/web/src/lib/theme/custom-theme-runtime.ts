import {
  activeThemeSchema,
  THEME_CHANGE_EVENT_DELAY_MS,
  THEME_CUSTOM_ENABLED_STORAGE_KEY,
} from '@eventos/domain';
import { apiFetch } from '../api-client.ts';
import { applyCustomTheme } from './apply-custom-theme.ts';
import {
  CUSTOM_THEME_CACHE_KEY,
  type CustomThemeCache,
  customThemeEligible,
  readCustomThemeCache,
  readCustomThemeSwitch,
} from './custom-theme-cache.ts';
import { customThemeCss } from './custom-theme-css.ts';
import { dispatchThemeChange, syncThemeColorMeta } from './theme-change-event.ts';
import { getThemeState, subscribeThemeMode } from './theme-mode-store.ts';

/** A tab shown again after this long asks for the theme again (seasonal themes need no reload). */
export const CUSTOM_THEME_REFRESH_MS = 10 * 60 * 1000;

export interface CustomThemeState {
  /** The switch as stored: null when the user never chose (then it follows the session). */
  stored: boolean | null;
  /** Signed in now (or, until the session is known, at the last visit). */
  signedIn: boolean;
  /** Whether the custom theme applies to this person now. */
  enabled: boolean;
  /** The theme the server gives (or the cached one until asked); null for none. */
  theme: CustomThemeCache['theme'];
  /** Whether there is a theme to apply: unknown (null) until the server was asked once. */
  available: boolean | null;
}

const listeners = new Set<() => void>();
let state: CustomThemeState = initialState();
let fetchedAt = 0;
let inFlight: Promise<void> | null = null;
let shownId: string | null = null;
let started = false;
let stops: (() => void)[] = [];

function initialState(): CustomThemeState {
  const cache = readCustomThemeCache();
  const stored = readCustomThemeSwitch();
  const signedIn = cache?.signedIn === true;
  return {
    stored,
    signedIn,
    enabled: customThemeEligible(stored, signedIn),
    theme: cache?.theme ?? null,
    available: typeof cache?.available === 'boolean' ? cache.available : null,
  };
}

function setState(patch: Partial<CustomThemeState>): void {
  const next = { ...state, ...patch };
  next.enabled = customThemeEligible(next.stored, next.signedIn);
  state = next;
  try {
    localStorage.setItem(
      CUSTOM_THEME_CACHE_KEY,
      JSON.stringify({ signedIn: next.signedIn, theme: next.theme, available: next.available }),
    );
  } catch {
    // Storage refused: the theme still applies for this visit.
  }
  show();
  for (const listener of listeners) listener();
}

/** Applies (or clears) the theme on <html> and tells listeners when what is shown changed. */
function show(): void {
  const theme = state.enabled ? state.theme : null;
  applyCustomTheme(theme?.css ?? null);
  const { mode, resolved } = getThemeState();
  syncThemeColorMeta(theme?.css[resolved]?.primary ?? null);
  const id = theme?.id ?? null;
  if (started && id !== shownId) dispatchThemeChange({ mode, resolved, customThemeId: id });
  shownId = id;
}

/** Asks GET /api/v1/themes/active (only when the theme applies, spec §5) and shows the answer. */
export function refreshCustomTheme(): Promise<void> {
  if (!state.enabled) return Promise.resolve();
  // Revalidated with the server: after an admin's write (or a season's start) the answer the
  // browser kept for a minute may be out of date.
  inFlight ??= apiFetch<unknown>('/api/v1/themes/active', { cache: 'no-cache' })
    .then((body) => {
      fetchedAt = Date.now();
      const parsed = activeThemeSchema.safeParse(body);
      if (!parsed.success) return;
      const theme = parsed.data.theme;
      // The answer may come after the switch went off: it is kept, and shown only if it applies.
      setState({
        theme: theme ? { id: theme.id, css: customThemeCss(theme.colors) } : null,
        available: theme !== null,
      });
    })
    .catch(() => {
      // Offline or a server error: the cached theme stays until the next try.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function refreshIfStale(): void {
  if (state.enabled && Date.now() - fetchedAt >= CUSTOM_THEME_REFRESH_MS) void refreshCustomTheme();
}

/** The session as the shell knows it: a sign-in or sign-out asks again (or clears the theme). */
export function setCustomThemeSession(signedIn: boolean): void {
  if (signedIn === state.signedIn && fetchedAt) return;
  const changed = signedIn !== state.signedIn;
  setState({ signedIn });
  if (changed || !fetchedAt) {
    fetchedAt = 0;
    void refreshCustomTheme();
  }
}

/** The custom-theme switch: stored 'true' or 'false'; on asks the server when not asked yet. */
export function setCustomThemeEnabled(on: boolean): void {
  try {
    localStorage.setItem(THEME_CUSTOM_ENABLED_STORAGE_KEY, String(on));
  } catch {
    // Storage refused: the choice lasts the visit.
  }
  setState({ stored: on });
  if (on) refreshIfStale();
}

export function getCustomThemeState(): CustomThemeState {
  return state;
}

export function subscribeCustomTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts after the page loaded (main.tsx): the theme-change event 200 ms after load and on every
 * change of mode or custom theme, the first ask of the server, and a new ask when the tab is shown
 * again after 10 minutes or more. `loadedAt` is performance.now() at the load event.
 */
export function startCustomThemeRuntime(loadedAt = performance.now()): void {
  if (started) return;
  started = true;
  shownId = state.enabled ? (state.theme?.id ?? null) : null;
  const announce = () => {
    const { mode, resolved } = getThemeState();
    syncThemeColorMeta((state.enabled && state.theme?.css[resolved]?.primary) || null);
    dispatchThemeChange({ mode, resolved, customThemeId: shownId });
  };
  const timer = setTimeout(announce, Math.max(0, loadedAt + THEME_CHANGE_EVENT_DELAY_MS - performance.now()));
  const onVisible = () => document.visibilityState === 'visible' && refreshIfStale();
  document.addEventListener('visibilitychange', onVisible);
  stops = [
    () => clearTimeout(timer),
    subscribeThemeMode(announce),
    () => document.removeEventListener('visibilitychange', onVisible),
  ];
  refreshIfStale();
}

/** Tests: forget everything (listeners, timers, state) and read storage again. */
export function resetCustomThemeRuntime(): void {
  for (const stop of stops) stop();
  stops = [];
  started = false;
  fetchedAt = 0;
  inFlight = null;
  shownId = null;
  listeners.clear();
  state = initialState();
}
