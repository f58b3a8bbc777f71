import { isApiError } from '../api-error';

/** One key per booking attempt (a press of Book); the server books once per key (SPEC §7). */
export function newBookingKey(): string {
  return crypto.randomUUID();
}

const NETWORK_RETRIES = 2;

/**
 * Sends a booking call, and sends it again with the SAME key when the network failed before an
 * answer came: the server may have booked already, and the same key makes it replay that answer
 * instead of booking twice. An answer from the server (any status) is never retried here.
 */
export async function withNetworkRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const networkFailure = !isApiError(error) && error instanceof TypeError;
      if (!networkFailure || attempt >= NETWORK_RETRIES) throw error;
    }
  }
}
