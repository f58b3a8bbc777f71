import type { UserSession } from '@skeppa/domain';
import { paths } from '@/shared/routes/paths';
import type { RouteHandle } from '@/shared/routes/route-handle';

/** Pages a signed-in customer has no use for: they go on to the start page instead. */
const SIGNED_IN_SKIPS = new Set(['welcome', 'login']);

/**
 * Where a visitor must go instead of this route, or null to let them in (SPEC §2):
 * - no stored user: only welcome, login, sso and demoLogin;
 * - the demo user: only demo-allowed routes;
 * - a signed-in customer skips welcome and login. The demo user does not: the welcome page is
 *   where the guard sends them, and from the login page they may sign in for real.
 */
export function accessRedirect(route: RouteHandle, user: UserSession | null): string | null {
  if (route.anonymous) {
    return user && !user.demoUser && SIGNED_IN_SKIPS.has(route.name) ? paths.start : null;
  }
  if (!user) return paths.welcome;
  if (user.demoUser && !route.demoAllowed) return paths.welcome;
  return null;
}
