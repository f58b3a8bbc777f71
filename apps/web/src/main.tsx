import '@/shared/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { restoreSession } from '@/shared/session/session-store';
import { followOtherTabs } from '@/shared/session/tab-sync';

// The guards decide on the stored user, so it is decrypted before the first route is matched.
async function start() {
  await restoreSession();
  followOtherTabs();
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
