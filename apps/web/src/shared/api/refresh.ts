import { endSession } from '../session/logout';
import { adoptStoredTokens, updateTokens } from '../session/session-store';
import { announceTokensRotated } from '../session/tab-sync';
import { ApiError } from './api-error';
import { readJson, send } from './http';
import { loadFirstScreenSchemas } from './load-schemas';

/** One refresh at a time across every tab of the browser (Web Locks). */
const REFRESH_LOCK = 'skeppa.refresh';
/** An access token this close to its expiry is not worth retrying with. */
const EXPIRY_MARGIN_MS = 2_000;

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/** Whether the token's own expiry has passed; a token that cannot be read counts as fresh. */
function expired(accessToken: string): boolean {
  try {
    const payload = JSON.parse(atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now() + EXPIRY_MARGIN_MS;
  } catch {
    return false;
  }
}

async function doRefresh(failedToken: string | undefined): Promise<string> {
  // Another tab may have rotated the tokens while this one waited for the lock: then its pair
  // (sent on the tab channel, or stored) is the live one, and our refresh token is used up.
  const user = await adoptStoredTokens();
  if (!user) throw new ApiError(401, null);
  if (user.accessToken !== failedToken && !expired(user.accessToken)) return user.accessToken;
  const res = await send('/auth/refreshtoken', { method: 'POST', body: { refreshToken: user.refreshToken } });
  if (res.status === 403) {
    // The refresh token is invalid, expired or was reused: the session is over (SPEC §4).
    const error = await ApiError.fromResponse(res);
    await endSession({ callServer: false });
    throw error;
  }
  const [data, { refreshResponseSchema }] = await Promise.all([readJson(res), loadFirstScreenSchemas()]);
  const tokens = refreshResponseSchema.parse(data);
  await updateTokens(tokens.accessToken, tokens.refreshToken);
  announceTokensRotated({ id: user.id, ...tokens });
  return tokens.accessToken;
}

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new pair, given the access token the server refused. Calls
 * that fail together share one refresh, and tabs take turns under a lock: the token rotates, so a
 * second refresh with the same token would count as reuse and end the session.
 */
export function refreshAccessToken(failedToken?: string): Promise<string> {
  inFlight ??= withRefreshLock(() => doRefresh(failedToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
