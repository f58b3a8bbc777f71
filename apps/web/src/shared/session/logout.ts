import { send } from '../api/http';
import { queryClient } from '../api/query-client';
import { navigateTo } from '../routes/navigator';
import { paths } from '../routes/paths';
import { getUser } from './session-store';
import { resetAllStores } from './store-registry';

/**
 * Ends the session everywhere it lives: server (the refresh token is revoked), every store,
 * the stored user, the query cache; then goes to the welcome page. The server call needs no
 * access token, and its failure must not keep anyone signed in.
 */
export async function endSession(opts: { callServer?: boolean } = {}): Promise<void> {
  const user = getUser();
  resetAllStores();
  queryClient.clear();
  navigateTo(paths.welcome);
  if (user && opts.callServer !== false) {
    await send('/auth/logout', {
      method: 'POST',
      body: { userId: user.id, token: user.refreshToken },
    }).catch(() => undefined);
  }
}
