import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.js';
import { initI18n } from './i18n/index.js';
import { queryClient } from './lib/query-client.js';
import { initSettings } from './lib/settings.js';
import { checkVersion, registerServiceWorker } from './lib/version-check.js';
import './styles/base.css';
import './styles/auth.css';

async function start(): Promise<void> {
  initSettings();
  await initI18n();
  registerServiceWorker();
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // Checked beside the first render so it never delays the page; a new deployment reloads once.
  void checkVersion();
}

void start();
