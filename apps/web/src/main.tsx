import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { i18nReady } from '@/shared/i18n/i18n';
import { restoreSession } from '@/shared/session/session-store';
import { followOtherTabs } from '@/shared/session/tab-sync';

// The guards decide on the stored user, so it is decrypted before the first route is matched; the
// texts of the visitor's language are in before anything is drawn.
async function start() {
  await Promise.all([restoreSession(), i18nReady]);
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
