import { type RouteObject, redirect } from 'react-router';
import { loadErrorTexts } from '@/shared/i18n/errors/texts';
import { getUser } from '@/shared/session/session-store';
import { accessRedirect } from '../guards/access';
import type { RouteDef } from './route-table';

/**
 * One route of the table as a data-router route. The guard runs as its loader, so a visitor who
 * may not see a page is redirected before the page (or its chunk) is ever shown.
 */
export function toRouteObject(def: RouteDef): RouteObject {
  const { page, path, ...handle } = def;
  return {
    path,
    handle,
    loader: () => {
      const to = accessRedirect(handle, getUser());
      return to ? redirect(to) : null;
    },
    lazy: async () => {
      // Anonymous screens draw without the later error texts; they still start loading them.
      const errorTexts = loadErrorTexts();
      const module = await page();
      await Promise.all([module.texts, handle.anonymous ? undefined : errorTexts]);
      return { Component: module.default };
    },
  };
}
