import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** A compressed copy must save more than the `Content-Encoding` and `Vary` headers it costs. */
const HEADER_BYTES = 48;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      // `.vite/` holds the build manifest, which is read at build and test time, never served.
      if (e.isDirectory()) return e.name.startsWith('.') ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside each file, when they are smaller than it. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length + HEADER_BYTES < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length + HEADER_BYTES < body.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}

/**
 * The server sends these files as they are (@fastify/static `preCompressed`), so compression costs
 * nothing per request and can use the slowest, smallest settings once, at build time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'skeppa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
