import { LAUNCHER_SHORTCUTS } from '@eventos/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppUrlEvents, appUrlPath, followAppLinks } from './app-links.ts';

describe('appUrlPath', () => {
  it('opens the launcher shortcuts at their paths (spec §2)', () => {
    expect(LAUNCHER_SHORTCUTS.map(({ path }) => appUrlPath(`br.app.eventos:/${path}`))).toEqual([
      '/events/create',
      '/participating',
    ]);
    expect(appUrlPath('br.app.eventos://events/abc?tab=1#comment-2')).toBe('/events/abc?tab=1#comment-2');
    expect(appUrlPath('BR.APP.EVENTOS://participating')).toBe('/participating');
  });

  it('hands web+eventos links to the /protocol page as the browser does', () => {
    expect(appUrlPath('web+eventos://event/festa-junina')).toBe(
      `/protocol/${encodeURIComponent('web+eventos://event/festa-junina')}`,
    );
  });

  it.each([
    'https://evil.example/events',
    'javascript:alert(1)',
    'intent://events#Intent;end',
    'br.app.eventos:/\\evil.example',
    'br.app.eventos://events/a\u0000b',
    'br.app.eventosx://events',
    '',
  ])('refuses %j', (url) => {
    expect(appUrlPath(url)).toBeNull();
  });
});

/** @capacitor/app at the plugin boundary: the launch URL and later appUrlOpen events. */
function fakeApp(launchUrl?: string) {
  let open: ((event: { url: string }) => void) | undefined;
  const app: AppUrlEvents = {
    addListener: async (_event, listener) => {
      open = listener;
      return { remove: async () => {} };
    },
    getLaunchUrl: async () => (launchUrl ? { url: launchUrl } : undefined),
  };
  return { app, open: (url: string) => open?.({ url }) };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('followAppLinks', () => {
  it('navigates inside the app to the launch URL and to every link handed over later', async () => {
    const moves: string[] = [];
    const onPop = () => moves.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    const { app, open } = fakeApp('br.app.eventos://events/create');
    await followAppLinks(app);
    expect(window.location.pathname).toBe('/events/create');
    open('br.app.eventos://participating');
    expect(window.location.pathname).toBe('/participating');
    open('br.app.eventos://participating');
    expect(moves).toEqual(['/events/create', '/participating']);
    window.removeEventListener('popstate', onPop);
  });

  it('ignores links that are not the app’s', async () => {
    const pushState = vi.spyOn(window.history, 'pushState');
    const { app, open } = fakeApp('https://evil.example/');
    await followAppLinks(app);
    open('javascript:alert(1)');
    open('br.app.eventos:/\\evil.example');
    expect(pushState).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });
});
