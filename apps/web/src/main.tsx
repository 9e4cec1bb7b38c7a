import './index.css';
import { layoutDevice } from '@eventos/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { RenderErrorBoundary } from './app/errors/render-error-boundary.tsx';
import { loadBottomNav } from './app/layout/bottom-nav-lazy.ts';
import { createAppRouter } from './app/router.tsx';
import { showStartupError } from './app/startup-error.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { isNative } from './lib/platform/is-native.ts';
import { installStaleChunkRecovery } from './lib/stale-chunk-recovery.ts';
import { applyInitialTheme } from './lib/theme/apply-initial-theme.ts';

function start(): void {
  // First: a page whose code changed under it must be able to recover even if mounting fails.
  installStaleChunkRecovery();
  applyInitialTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento root não encontrado');
  initI18n();
  // Phones show the bottom navigation to every signed-in person (and on /events): its code starts
  // loading now, beside the first page's. A failure here is no error: the bar's own load reports it.
  if (layoutDevice(window.innerWidth, isNative()) === 'mobile') loadBottomNav().catch(() => {});
  createRoot(container).render(
    <StrictMode>
      <RenderErrorBoundary>
        <App router={createAppRouter()} />
      </RenderErrorBoundary>
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  showStartupError(error);
}
