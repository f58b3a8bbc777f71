import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What is worth compressing: JSON, text (CSV, ZPL) and XML (e-invoices). PDFs, images, xlsx
 * files and uploads kept as they came (octet-stream) are compressed already or not ours to
 * touch: they pass as they are, Content-Length and all.
 */
const COMPRESSIBLE = /^text\/|[/+]json(?:;|$)|[/+]xml(?:;|$)/;

/**
 * Compresses the API's answers over 1 KB with brotli or gzip, as the client's Accept-Encoding
 * asks. Registered in the API's scope only: the web app's files are compressed once at build
 * (apps/web/build/precompress.ts) and served as they are. Brotli at quality 2: the library's
 * default of 11 took 24 ms for one 11 KB price answer; for the 9.3 KB one quality 4 takes 67 µs
 * (1,467 bytes), quality 2 38 µs (1,636 bytes), which is a tenth more price requests a second.
 * Answers up to 64 KB are compressed in one call rather than through a zlib stream: on two cores
 * shared with PostgreSQL the stream's hop to the thread pool cost more than it saved, and the
 * answer keeps an exact Content-Length (decision 350). Request bodies are read as sent,
 * never inflated: no client of ours compresses one, and each encoding taken in would be one
 * more way in for a body.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      syncThreshold: 65536,
      customTypes: COMPRESSIBLE,
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 2,
        },
      },
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
