import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA. Hashed assets are cached for good; index.html never is, so a new build
 * reaches users on their next navigation. Unknown non-API paths answer with the app itself
 * (its router decides), see the not-found handler. The build writes a brotli and a gzip copy
 * beside each text file; a browser that accepts one gets it as is, nothing is compressed per
 * request.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web' },
);

export function hasWebBuild(root: string | undefined): root is string {
  return !!root && existsSync(path.join(root, 'index.html'));
}
