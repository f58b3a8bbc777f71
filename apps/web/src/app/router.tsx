import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigator } from '@/shared/routes/navigator';
import { buildRoutes } from './routes/build-routes';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Creating the router runs the first route's guard, so call this only once the stored user has
 * been restored. The API client and logout navigate from outside React through it too.
 */
export function createAppRouter(): AppRouterInstance {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
