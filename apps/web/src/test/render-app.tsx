import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { buildRoutes } from '@/app/routes/build-routes';
import { type RouteDef, routeTable } from '@/app/routes/route-table';
import { renderWithProviders } from './render';

/** The real route table, guards and root, with each page replaced by its name and bare layouts. */
const fakeTable: RouteDef[] = routeTable.map((r) => ({
  ...r,
  page: async () => ({ default: () => <p data-testid="page">{r.name}</p> }),
}));

export async function renderAppAt(path: string) {
  const router = createMemoryRouter(buildRoutes(fakeTable, { Main: Outlet, Public: Outlet }), {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByTestId('page');
  return {
    router,
    page: () => screen.getByTestId('page').textContent,
    navigate: async (to: string) => {
      await act(() => router.navigate(to));
      await screen.findByTestId('page');
    },
  };
}
