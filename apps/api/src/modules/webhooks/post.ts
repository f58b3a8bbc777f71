import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_ANSWER_MAX_BYTES, type WebhookAttemptFailure } from '@skeppa/domain';
import type { ResolvedAddress } from '../../platform/config.ts';

export interface PostOutcome {
  ok: boolean;
  httpStatus: number | null;
  failure: WebhookAttemptFailure | null;
  durationMs: number;
  /** The start of the answer, or what went wrong on the way. */
  answer: string;
}

/**
 * The connection goes to the addresses that were checked, whatever the name resolves to by now:
 * all of them where Node tries several in turn (happy eyeballs), else the first.
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [...addresses]);
    else if (first) callback(null, first.address, first.family);
  };
}

/** PostgreSQL text holds no NUL; a receiver's answer may. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** The first KB of an answer as text, a character cut in two left out. */
function excerpt(bytes: Buffer): string {
  return storable(
    new TextDecoder('utf-8').decode(bytes.subarray(0, WEBHOOK_ANSWER_MAX_BYTES), { stream: true }),
  );
}

function failureOf(err: NodeJS.ErrnoException): WebhookAttemptFailure {
  return /CERT|TLS|SSL|EPROTO/.test(err.code ?? '') ? 'tls' : 'connection';
}

/**
 * One POST of a webhook: to the checked addresses (pinned), no redirect followed (a 3xx is an answer
 * like any other non-2xx), one connection of its own, everything within `timeoutMs`. Never
 * throws: whatever happens is the attempt's outcome. Only the first KB of the answer is read.
 */
export function postWebhook(
  target: { url: URL; addresses: readonly ResolvedAddress[] },
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  const started = performance.now();
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...outcome, durationMs: Math.round(performance.now() - started) });
    };
    const request = client.request(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: pinnedLookup(target.addresses),
    });
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          httpStatus: null,
          failure: 'timeout',
          answer: `no answer within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        httpStatus: null,
        failure: failureOf(err),
        answer: storable(err.code ?? err.message),
      }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const chunks: Buffer[] = [];
      let size = 0;
      const answered = () =>
        finish({
          ok,
          httpStatus: status,
          failure: ok ? null : 'status',
          answer: excerpt(Buffer.concat(chunks)),
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_ANSWER_MAX_BYTES) answered();
      });
      response.on('end', answered);
      // The status came: a body cut short still leaves the answer it gave.
      response.on('error', answered);
    });
    request.end(body);
  });
}
