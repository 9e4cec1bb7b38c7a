import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { showStartupError } from './app/startup-error.ts';
import { initI18n } from './lib/i18n/i18n.ts';

function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento root não encontrado');
  initI18n();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} router={createAppRouter()} />
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  showStartupError(error);
}
