import { endSession } from '../session/logout';
import { getUser, updateTokens } from '../session/session-store';
import { ApiError } from './api-error';
import { readJson, send } from './http';
import { loadFirstScreenSchemas } from './load-schemas';

let inFlight: Promise<string> | null = null;

async function doRefresh(): Promise<string> {
  const user = getUser();
  if (!user) throw new ApiError(401, null);
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
  return tokens.accessToken;
}

/**
 * Exchanges the refresh token for a new pair. Calls that fail together share one refresh: the
 * token rotates, so a second refresh with the same token would count as reuse and end the session.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
