import type { UserSession } from '@skeppa/domain';
import { adoptTokens } from './session-store';

/**
 * Tabs of one browser share one session: one stored user, one refresh-token family. The tab that
 * rotates the tokens sends the new pair on this channel and the others take it at once, so none
 * of them later presents a used refresh token (which ends the session everywhere). The pair
 * travels in the message because another tab's view of localStorage may lag behind the write.
 */
const CHANNEL = 'skeppa.session';

interface Rotated {
  type: 'tokens-rotated';
  id: number;
  accessToken: string;
  refreshToken: string;
}

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

function isRotated(data: unknown): data is Rotated {
  const m = data as Partial<Rotated> | null;
  return (
    m?.type === 'tokens-rotated' &&
    typeof m.id === 'number' &&
    typeof m.accessToken === 'string' &&
    typeof m.refreshToken === 'string'
  );
}

/** Tells the other tabs the pair this tab just rotated to. */
export function announceTokensRotated(user: Pick<UserSession, 'id' | 'accessToken' | 'refreshToken'>): void {
  const message: Rotated = { type: 'tokens-rotated', ...user };
  open()?.postMessage(message);
}

/** Follows the other tabs' rotations until the returned function is called. */
export function followOtherTabs(): () => void {
  const ch = open();
  if (!ch) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isRotated(event.data)) adoptTokens(event.data);
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}
