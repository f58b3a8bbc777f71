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
 * (apps/web/build/precompress.ts) and served as they are. Brotli at quality 4: the library's
 * default of 11 took 24 ms for one 11 KB price answer, quality 4 about 0.1 ms for a 4 % larger
 * result. Answers up to 64 KB are compressed in one call rather than through a zlib stream: on
 * two cores shared with PostgreSQL the stream's hop to the thread pool cost more than it saved,
 * and the answer keeps an exact Content-Length (decision 350). Request bodies are read as sent,
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
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      },
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
