import { detectStartupLanguage, isRtl, STARTUP_ERROR_TEXTS } from './errors/startup-error-texts.ts';

/**
 * The startup error screen of spec §2, for when the root cannot mount. Plain DOM on purpose: React,
 * the stylesheet or the translations may be what failed. Listeners are attached in code (the CSP
 * allows no inline handlers); the colours fall back to the default palette when the CSS is missing.
 */
export function showStartupError(error: unknown, host: HTMLElement = document.body): void {
  console.error('Eventos failed to start', error);
  const language = detectStartupLanguage();
  const texts = STARTUP_ERROR_TEXTS[language];
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text: string, css = '') => {
    const node = document.createElement(tag);
    node.textContent = text;
    if (css) node.style.cssText = css;
    return node;
  };

  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.lang = language;
  box.dir = isRtl(language) ? 'rtl' : 'ltr';
  box.style.cssText =
    'font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:start;' +
    'color:var(--on-background,#1d1b20);line-height:1.5;';

  const title = el('h1', texts.title, 'font-size:1.5rem;font-weight:700;margin:0 0 .75rem;');
  const body = el('p', texts.body, 'margin:0 0 1.5rem;color:var(--on-surface-variant,#49454f);');
  const reload = el(
    'button',
    texts.reload,
    'min-height:44px;padding:.625rem 1.25rem;border:0;border-radius:9999px;cursor:pointer;font:inherit;' +
      'font-weight:600;background:var(--primary,#6750a4);color:var(--on-primary,#fff);',
  );
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());

  const details = document.createElement('details');
  details.style.cssText = 'margin-top:1.5rem;';
  const summary = el('summary', texts.details, 'cursor:pointer;min-height:44px;line-height:44px;');
  const message = el(
    'pre',
    error instanceof Error ? error.message : String(error),
    'white-space:pre-wrap;word-break:break-word;font-size:.75rem;padding:.75rem;border-radius:.75rem;' +
      'background:var(--surface-variant,#e7e0ec);color:var(--on-surface-variant,#49454f);',
  );
  message.dir = 'ltr';
  details.append(summary, message);

  box.append(title, body, reload, details);
  host.replaceChildren(box);
}
