import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '@/shared/ui/ui-store';
import { renderWithProviders } from '@/test/render';
import { MessageBannerView, SUCCESS_BANNER_MS } from './layout-overlays';

function renderBanner() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <MessageBannerView />
            <Outlet />
          </>
        ),
        children: ['/step4', '/consignment', '/start'].map((path) => ({ path, element: <p>{path}</p> })),
      },
    ],
    { initialEntries: ['/step4'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the message banner', () => {
  afterEach(() => {
    act(() => ui.hideBanner());
    vi.useRealTimers();
  });

  it('stays through the navigation it was shown for, and goes with the next', async () => {
    const router = renderBanner();
    await act(async () => {
      ui.showBanner({ kind: 'error', text: 'Bokningen misslyckades' });
      await router.navigate('/consignment');
    });
    expect(screen.getByText('/consignment')).toBeInTheDocument();
    expect(screen.getByText('Bokningen misslyckades')).toBeInTheDocument();
    await act(() => router.navigate('/start'));
    expect(screen.getByText('/start')).toBeInTheDocument();
    expect(screen.queryByText('Bokningen misslyckades')).toBeNull();
  });

  it('lets a success go by itself, and keeps an error until it is closed or left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanner();
    act(() => ui.showBanner({ kind: 'success', text: 'Bokad!' }));
    expect(screen.getByText('Bokad!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS));
    expect(screen.queryByText('Bokad!')).toBeNull();
    act(() => ui.showBanner({ kind: 'error', text: 'Fel' }));
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS * 3));
    expect(screen.getByText('Fel')).toBeInTheDocument();
  });
});
