import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FilesConfig } from './config.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** The file store every module shares (`app.files`): a local directory or an S3-compatible bucket. */
export const fileStorePlugin = fp(
  async (app: FastifyInstance, opts: { config: FilesConfig }) => {
    const { config } = opts;
    if (config.store === 's3') {
      app.decorate('files', s3FileStore(config));
      const where = config.endpoint ?? `AWS ${config.region}`;
      app.log.info({ bucket: config.bucket, endpoint: where }, 'file store: S3 bucket');
    } else {
      app.decorate('files', localFileStore(config.dir));
    }
  },
  { name: 'files' },
);
