import type { UserSession } from '@skeppa/domain';
import { paths } from '@/shared/routes/paths';
import type { RouteHandle } from '@/shared/routes/route-handle';

/** Pages a signed-in customer has no use for: they go on to the start page instead. */
const SIGNED_IN_SKIPS = new Set(['welcome', 'login']);

/**
 * Where a visitor must go instead of this route, or null to let them in (SPEC §2):
 * - no stored user: only welcome, login, sso and demoLogin;
 * - the demo user: only demo-allowed routes, anonymous ones too (so not the login page);
 * - a signed-in customer skips welcome and login. The demo user stays on welcome: it is where
 *   the guard sends them.
 */
export function accessRedirect(route: RouteHandle, user: UserSession | null): string | null {
  if (user?.demoUser && !route.demoAllowed) return paths.welcome;
  if (route.anonymous) {
    return user && !user.demoUser && SIGNED_IN_SKIPS.has(route.name) ? paths.start : null;
  }
  return user ? null : paths.welcome;
}
