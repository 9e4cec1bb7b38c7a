import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { RenderErrorBoundary } from './app/errors/render-error-boundary.tsx';
import { createAppRouter } from './app/router.tsx';
import { showStartupError } from './app/startup-error.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { captureInstallPrompt } from './lib/pwa/install-prompt-capture.ts';
import { installStaleChunkRecovery } from './lib/stale-chunk-recovery.ts';
import { applyInitialTheme } from './lib/theme/apply-initial-theme.ts';

function start(): void {
  // First: a page whose code changed under it must be able to recover even if mounting fails.
  installStaleChunkRecovery();
  // The browser may offer installing before the install card has loaded: keep its prompt.
  captureInstallPrompt();
  applyInitialTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento root não encontrado');
  initI18n();
  createRoot(container).render(
    <StrictMode>
      <RenderErrorBoundary>
        <App router={createAppRouter()} />
      </RenderErrorBoundary>
    </StrictMode>,
  );
  // The admin's custom theme: asked of the server (and the theme-change event sent) after load.
  addEventListener(
    'load',
    () => {
      const loadedAt = performance.now();
      import('./lib/theme/custom-theme-runtime.ts').then(
        (m) => m.startCustomThemeRuntime(loadedAt),
        () => {},
      );
    },
    { once: true },
  );
}

try {
  start();
} catch (error) {
  showStartupError(error);
}
