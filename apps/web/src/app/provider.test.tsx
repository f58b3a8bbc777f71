import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider';

describe('app provider', () => {
  afterEach(() => notifications.clean());

  it('shows a notification raised before its host has loaded', async () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    act(() => {
      notifications.show({ title: 'Kunden kunde inte laddas', message: 'Kunden finns inte.' });
    });
    expect(await screen.findByText('Kunden finns inte.')).toBeInTheDocument();
    expect(screen.getByText('Kunden kunde inte laddas')).toBeInTheDocument();
  });
});
