import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/shared/analytics/track';
import { useCurrentRoute } from '@/shared/routes/route-handle';

/**
 * Sends one page view per navigation (SPEC §9: manually, not automatically). A language switch
 * changes the title but is no new view. The SSO key is a credential and never leaves in a path;
 * `/` only redirects and is no view of its own.
 */
export function usePageViews(title: string): void {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (!route || route.name === 'home' || lastPath.current === pathname) return;
    lastPath.current = pathname;
    trackPageView(route.name === 'sso' ? '/sso' : pathname, title);
  }, [pathname, route, title]);
}
