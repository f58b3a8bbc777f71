import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { AppRoot } from '../app-root';
import { PublicLayout } from '../layout/public-layout';
import { RouteError } from './route-error';
import { type RouteDef, routeTable } from './route-table';
import { toRouteObject } from './to-route-object';

interface Layouts {
  Main?: ComponentType;
  Public?: ComponentType;
}

/**
 * The route table as router routes: anonymous pages in the public layout, the rest in the main
 * one. The main layout (navbar, drawer, menus) is loaded lazily, so a first-time visitor on the
 * welcome page does not download it. Tests may pass bare layouts.
 */
export function buildRoutes(table: readonly RouteDef[] = routeTable, layouts: Layouts = {}): RouteObject[] {
  const main: RouteObject = layouts.Main
    ? { Component: layouts.Main }
    : {
        lazy: async () => {
          const layout = await import('../layout/main-layout');
          await layout.texts;
          return { Component: layout.MainLayout };
        },
      };
  return [
    {
      Component: AppRoot,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          Component: layouts.Public ?? PublicLayout,
          children: table.filter((r) => r.anonymous).map(toRouteObject),
        },
        { ...main, children: table.filter((r) => !r.anonymous).map(toRouteObject) },
        { path: '*', loader: () => redirect(paths.home), Component: PageLoader },
      ],
    },
  ];
}
