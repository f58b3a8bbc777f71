import type { UpsConfig } from '../../../platform/ups-config.ts';
import { CarrierUnavailable } from '../errors.ts';

/** The token is renewed this long before UPS says it expires: a call never carries a dying one. */
const MARGIN_MS = 60_000;
/** A lifetime UPS did not state as a number is taken as short rather than as forever. */
const FALLBACK_LIFETIME_MS = 5 * 60_000;

export interface UpsTokens {
  /** A valid access token: the cached one, or one fetched now (one fetch for all who wait). */
  get(): Promise<string>;
  /** UPS answered 401 to this token: the next `get` fetches anew (unless another already did). */
  refused(token: string): void;
}

/**
 * UPS's OAuth client credentials (`POST /security/v1/oauth/token`, Basic client id:secret, the
 * shipper number as `x-merchant-id`): one token for the process, cached until shortly before it
 * expires; concurrent bookings that find none wait for the same single request.
 */
export function upsTokens(config: UpsConfig, deps: { fetch: typeof fetch; now: () => number }): UpsTokens {
  let cached: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    let res: Response;
    try {
      res = await deps.fetch(`${config.apiBase}/security/v1/oauth/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-merchant-id': config.accountNumber,
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timeout = (err as Error).name === 'TimeoutError';
      throw new CarrierUnavailable('UPS', timeout ? 'timeout' : 'network', 'UPS OAuth: no answer');
    }
    const body = (await res.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (res.status === 401 || res.status === 403)
      throw new UpsCredentialsRefused(`UPS OAuth refused the client credentials (${res.status})`);
    if (!res.ok || typeof body?.access_token !== 'string' || body.access_token === '')
      throw new CarrierUnavailable('UPS', 'status', `UPS OAuth answered ${res.status}`);
    const seconds = Number(body.expires_in);
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : FALLBACK_LIFETIME_MS;
    cached = { token: body.access_token, until: deps.now() + Math.max(lifetime - MARGIN_MS, 0) };
    return body.access_token;
  }

  return {
    get() {
      if (cached && deps.now() < cached.until) return Promise.resolve(cached.token);
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    refused(token) {
      if (cached?.token === token) cached = null;
    },
  };
}

/** UPS does not know the client id and secret: no retry helps, the operator must mend them. */
export class UpsCredentialsRefused extends Error {
  override name = 'UpsCredentialsRefused';
}
