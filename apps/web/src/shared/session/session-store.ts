import type { UserSession } from '@skeppa/domain';
import { create } from 'zustand';
import { registerStoreReset } from './store-registry';
import { clearStoredUser, loadStoredUser, saveStoredUser } from './stored-user';

interface SessionState {
  user: UserSession | null;
  /** False until the stored user has been read at start; guards wait for it. */
  restored: boolean;
  /** Set by SSO sign-in: a login event is tracked once the customer has loaded (SPEC §4). */
  pendingLoginEvent: boolean;
}

export const useSessionStore = create<SessionState>(() => ({
  user: null,
  restored: false,
  pendingLoginEvent: false,
}));

export const getUser = (): UserSession | null => useSessionStore.getState().user;

/** Signs a user in: kept in memory at once and stored encrypted before the promise settles. */
export async function setUser(user: UserSession, opts: { loginEvent?: boolean } = {}): Promise<void> {
  useSessionStore.setState({ user, restored: true, pendingLoginEvent: !!opts.loginEvent });
  await saveStoredUser(user);
}

/** The refresh token rotates: the new pair must be stored before anything else can read it. */
export async function updateTokens(accessToken: string, refreshToken: string): Promise<void> {
  const user = getUser();
  if (!user) return;
  const next = { ...user, accessToken, refreshToken };
  useSessionStore.setState({ user: next });
  await saveStoredUser(next);
}

export async function restoreSession(): Promise<void> {
  const user = await loadStoredUser().catch(() => null);
  useSessionStore.setState({ user, restored: true });
}

export function clearSession(): void {
  clearStoredUser();
  useSessionStore.setState({ user: null, restored: true, pendingLoginEvent: false });
}

registerStoreReset(clearSession);
