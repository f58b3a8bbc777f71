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

/**
 * Refresh tokens this tab has seen replaced: a pair holding one is older than ours, however late
 * it arrives (another tab's view of storage may lag behind), and is never taken back.
 */
const superseded = new Set<string>();

/** The refresh token rotates: the new pair must be stored before anything else can read it. */
export async function updateTokens(accessToken: string, refreshToken: string): Promise<void> {
  const user = getUser();
  if (!user) return;
  superseded.add(user.refreshToken);
  const next = { ...user, accessToken, refreshToken };
  useSessionStore.setState({ user: next });
  await saveStoredUser(next);
}

/**
 * Takes over a pair another tab rotated, when it is for the same user and not ours already: our
 * refresh token is then used up. Answers the user now in memory.
 */
export function adoptTokens(from: {
  id: number;
  accessToken: string;
  refreshToken: string;
}): UserSession | null {
  const user = getUser();
  if (!user || user.id !== from.id || user.refreshToken === from.refreshToken) return user;
  if (superseded.has(from.refreshToken)) return user;
  superseded.add(user.refreshToken);
  const next = { ...user, accessToken: from.accessToken, refreshToken: from.refreshToken };
  useSessionStore.setState({ user: next });
  return next;
}

/** Takes over the pair another tab stored, if it differs from ours (see adoptTokens). */
export async function adoptStoredTokens(): Promise<UserSession | null> {
  const stored = await loadStoredUser().catch(() => null);
  return stored ? adoptTokens(stored) : getUser();
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
