import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { queryClient } from '@/shared/api/query-client';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Notifications are rare (a customer that cannot be loaded), so their host and its transitions
 * load with the first one: until then it waits in the notifications store. Once there, the host
 * stays, so a closing notification can finish its way out.
 */
function NotificationsOnDemand() {
  const pending = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (pending && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
