import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../src/platform/files/s3-file-store.ts';

export interface S3TestServer {
  /** A store's settings for the server's one bucket, path style, with the server's own keys. */
  settings: S3Settings;
  /** The object under `key` as the server holds it, read without our client (null: none). */
  object(key: string): Promise<Buffer | null>;
  /** Removes the object behind the product's back, as someone tidying the bucket would. */
  removeObject(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: SigV4 checked, objects on disk) in this test process, on a
 * free port of the loopback address, with one empty bucket.
 */
export async function startS3Server(bucket = 'skeppa-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'skeppa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    // s3rver knows one account, whose key id and secret are both S3RVER.
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async object(key) {
      const res = await fetch(`${endpoint}/${bucket}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`s3rver answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async removeObject(key) {
      const res = await fetch(`${endpoint}/${bucket}/${key}`, { method: 'DELETE' });
      if (res.status !== 204) throw new Error(`s3rver answered ${res.status}`);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A loopback port nothing listens on: it was free a moment ago and is closed again. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
