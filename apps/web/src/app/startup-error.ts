/**
 * Seam for the startup error screen of spec §2 (a later issue will build the full screen with
 * 'Recarregar Página' and 'Detalhes técnicos'). Plain DOM on purpose: React, CSS and translations
 * may be what failed, so the text is the spec's pt-BR.
 */
export function showStartupError(error: unknown, host: HTMLElement = document.body): void {
  console.error('Eventos failed to start', error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;';

  const title = document.createElement('h1');
  title.textContent = 'Erro ao carregar a aplicação';
  const message = document.createElement('p');
  message.textContent = error instanceof Error ? error.message : String(error);

  box.append(title, message);
  host.replaceChildren(box);
}
