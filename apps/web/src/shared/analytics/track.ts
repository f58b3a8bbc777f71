import { send } from '../api/http';
import { getUser } from '../session/session-store';

/**
 * Page views are sent by hand on each navigation (SPEC §9), with the bearer token when signed in
 * so the server can tie them to the customer. Analytics must never disturb the user: failures,
 * including an expired token, are dropped rather than refreshed or shown.
 */
export function trackPageView(path: string, title: string): void {
  const token = getUser()?.accessToken;
  void send('/analytics/pageview', { method: 'POST', body: { path, title }, token }).catch(() => undefined);
}

/**
 * The API has no event endpoint yet, so events are recorded as views of a virtual path under
 * /events/ that no screen uses.
 */
export function trackEvent(name: 'login'): void {
  trackPageView(`/events/${name}`, name);
}
