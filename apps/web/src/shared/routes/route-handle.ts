import { useMatches } from 'react-router';
import type { RouteName } from './paths';

/** What every route of the table carries in its `handle`; guards, titles and transitions read it. */
export interface RouteHandle {
  name: RouteName;
  /** Reachable for the demo user (SPEC §2). */
  demoAllowed: boolean;
  /** Reachable without a stored user: welcome, login, sso, demoLogin. */
  anonymous: boolean;
  /** Position in the shipment flow; transitions slide between routes that have one. */
  stepOrder?: number;
  /** Translation key of the page title; none means the bare app title. */
  titleKey?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'demoAllowed' in value;
}

/** The handle of the deepest matched route that has one. */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
