import { setTimeout as sleep } from 'node:timers/promises';
import type { UpsConfig } from '../../../platform/ups-config.ts';
import { CarrierUnavailable } from '../errors.ts';
import type { Circuit } from '../live/circuit.ts';
import { type UpsTokens, upsTokens } from './token.ts';

/** One call of a UPS API, as its document names it. */
export interface UpsCall {
  /** For logs and errors: `Ship`, `Void`, `Track` … */
  operation: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Under the host, e.g. `/api/shipments/v2409/ship`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Sent again after no answer, a 5xx or a 429. A Ship is, only under its same transaction
   * reference (transId): what UPS did with a lost one is the booking journal's to settle.
   */
  repeatable: boolean;
}

/** An error of UPS's `response.errors[]` (Shipping.yaml `ErrorMessage`). */
export interface UpsErrorMessage {
  code: string;
  message: string;
}

export type UpsAnswer =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; errors: UpsErrorMessage[] };

export interface UpsClientDeps {
  fetch?: typeof fetch;
  now?: () => number;
  circuit: Circuit;
  /** The first retry's pause; each next one doubles, plus up to as much again at random. */
  backoffMs?: number;
  attempts?: number;
  random?: () => number;
}

/** A Retry-After longer than this is not waited for inside a booking: the call fails instead. */
const MAX_PAUSE_MS = 5_000;

function errorsOf(body: unknown): UpsErrorMessage[] {
  const list = (body as { response?: { errors?: unknown } } | null)?.response?.errors;
  if (!Array.isArray(list)) return [];
  return list.map((e: { code?: unknown; message?: unknown }) => ({
    code: String(e?.code ?? '').trim(),
    message: String(e?.message ?? '').trim(),
  }));
}

/** Whether a failed attempt may be sent again: no answer, UPS overloaded or failing. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * UPS's APIs over HTTPS: the OAuth token on every call (fetched again once on a 401), a short
 * timeout, retries with backoff and jitter for repeatable calls, and the circuit around it all.
 * Answers 2xx and UPS's refusals (4xx with its errors); throws `CarrierUnavailable` when UPS
 * cannot be reached. Nothing here logs: a header or body may hold a token or a customer's address.
 */
export function upsClient(config: UpsConfig, deps: UpsClientDeps) {
  const fetcher = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const tokens: UpsTokens = upsTokens(config, { fetch: fetcher, now });
  const attempts = deps.attempts ?? 3;
  const backoff = deps.backoffMs ?? 250;
  const random = deps.random ?? Math.random;

  async function send(
    call: UpsCall,
    token: string,
  ): Promise<{ status: number; body: unknown; retryAfter: number }> {
    const url = new URL(`${config.apiBase}${call.path}`);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    const res = await fetcher(url, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    return { status: res.status, body, retryAfter: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0 };
  }

  function pause(attempt: number, retryAfter: number) {
    const wait = backoff * 2 ** attempt;
    return Math.min(Math.max(retryAfter, wait + random() * wait), MAX_PAUSE_MS);
  }

  async function attempt(call: UpsCall): Promise<UpsAnswer> {
    let renewed = false;
    let last = 'no attempt';
    let reason: CarrierUnavailable['reason'] = 'network';
    for (let n = 0; n < attempts; n++) {
      const token = await tokens.get();
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(call, token);
      } catch (err) {
        reason = (err as Error).name === 'TimeoutError' ? 'timeout' : 'network';
        last = reason;
        if (!call.repeatable) break;
        if (n + 1 < attempts) await sleep(pause(n, 0));
        continue;
      }
      if (answer.status === 401 && !renewed) {
        // A token UPS revoked before its time: one new token, the call once more.
        tokens.refused(token);
        renewed = true;
        n -= 1;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return { ok: true, ...answer };
      if (!retryable(answer.status))
        return { ok: false, status: answer.status, errors: errorsOf(answer.body) };
      reason = 'status';
      last = `HTTP ${answer.status}`;
      if (!call.repeatable) break;
      if (answer.retryAfter > MAX_PAUSE_MS) break;
      if (n + 1 < attempts) await sleep(pause(n, answer.retryAfter));
    }
    throw new CarrierUnavailable('UPS', reason, `UPS ${call.operation}: ${last}`);
  }

  return {
    async call(call: UpsCall): Promise<UpsAnswer> {
      deps.circuit.enter();
      try {
        const answer = await attempt(call);
        deps.circuit.success();
        return answer;
      } catch (err) {
        if (err instanceof CarrierUnavailable) deps.circuit.failure();
        throw err;
      }
    },
  };
}

export type UpsClient = ReturnType<typeof upsClient>;
