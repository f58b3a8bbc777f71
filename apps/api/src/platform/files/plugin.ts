import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** The file store every module shares (`app.files`): today a local directory. */
export const fileStorePlugin = fp(
  async (app: FastifyInstance, opts: { dir: string }) => {
    app.decorate('files', localFileStore(opts.dir));
  },
  { name: 'files' },
);
