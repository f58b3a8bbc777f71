import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/shared/api/query-client';

/** Renders with the app's providers (Mantine in test mode: no transitions, no portals delay). */
export function renderWithProviders(ui: ReactElement) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}
