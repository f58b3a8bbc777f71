import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkedKey, type FileStore, FileStoreUnavailableError } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS's own regional endpoint. Set for MinIO, Ceph, Hetzner, Scaleway, Cloudflare R2 … */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted servers want. */
  forcePathStyle: boolean;
  /** The whole of one call, retries included; a stuck store must not hold a request for ever. */
  timeoutMs?: number;
}

// A few quick retries of 5xx and 429 (the client's backoff: 50 ms, 100 ms, 200 ms at random).
const RETRIES = 3;
const TIMEOUT_MS = 30_000;

/** The S3 error code in an error answer's XML body (`<Code>NoSuchKey</Code>`), if any. */
function errorCode(xml: string) {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1];
}

/**
 * Where an object lives: `bucket.host/key` (virtual-hosted, S3's own way) or `host/bucket/key`
 * (path style). Keys pass `checkedKey` first, so they need no escaping.
 */
export function objectUrl(settings: S3Settings, key: string): URL {
  const object = checkedKey(key);
  const url = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const root = url.pathname.replace(/\/+$/, '');
  if (settings.forcePathStyle) {
    url.pathname = `${root}/${settings.bucket}/${object}`;
  } else {
    url.hostname = `${settings.bucket}.${url.hostname}`;
    url.pathname = `${root}/${object}`;
  }
  return url;
}

/**
 * Files as objects in an S3-compatible bucket, through `aws4fetch`: SigV4-signed requests on
 * Node's own fetch, the payload's SHA-256 signed too, so the store refuses a body changed on the
 * way. The bucket must be private: files leave it only through routes that check the company.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;

  async function call(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    target = objectUrl(settings, key),
  ) {
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    try {
      return await client.fetch(target, {
        method,
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new FileStoreUnavailableError(`file store ${method} ${key} failed`, { cause: err });
    }
  }

  /** What an answer means: the expected one, no such key, or an error that says which kind. */
  async function outcome(res: Response, method: string, key: string): Promise<'ok' | 'missing'> {
    if (res.ok) {
      if (method !== 'GET') await res.body?.cancel();
      return 'ok';
    }
    const code = errorCode(await res.text());
    // Only a missing object counts as missing: a missing bucket is a broken configuration.
    if (res.status === 404 && code === 'NoSuchKey') return 'missing';
    const message = `file store ${method} ${key} answered ${res.status} (${code ?? 'no error code'})`;
    if (res.status >= 500 || res.status === 429) throw new FileStoreUnavailableError(message);
    throw new Error(message);
  }

  async function remove(key: string) {
    // S3 answers 204 whether or not the object was there; some compatible servers say NoSuchKey.
    await outcome(await call('DELETE', key), 'DELETE', key);
  }

  return {
    async put(key, body) {
      const res = await call('PUT', key, body);
      if ((await outcome(res, 'PUT', key)) !== 'ok')
        throw new Error(`file store PUT ${key} answered NoSuchKey`);
    },
    async get(key) {
      const res = await call('GET', key);
      if ((await outcome(res, 'GET', key)) === 'missing') return null;
      try {
        return Buffer.from(await res.arrayBuffer());
      } catch (err) {
        // The connection broke or the time ran out halfway through the file.
        throw new FileStoreUnavailableError(`file store GET ${key} broke off`, { cause: err });
      }
    },
    delete: remove,
    async deletePrefix(prefix) {
      // ListObjectsV2 a page (1,000 keys) at a time; each key is the product's own, so plain XML.
      const folder = `${checkedKey(prefix)}/`;
      let token: string | undefined;
      do {
        const list = objectUrl(settings, prefix);
        list.pathname = list.pathname.slice(0, list.pathname.length - prefix.length - 1) || '/';
        list.search = new URLSearchParams({
          'list-type': '2',
          prefix: folder,
          ...(token ? { 'continuation-token': token } : {}),
        }).toString();
        const res = await call('GET', prefix, undefined, list);
        await outcome(res, 'GET', prefix);
        const xml = await res.text();
        for (const [, key] of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) await remove(key ?? '');
        token = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
      } while (token);
    },
  };
}
