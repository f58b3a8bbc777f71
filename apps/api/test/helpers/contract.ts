// Every answer an API test receives, held against the OpenAPI document the server serves: the
// status listed for the operation, its headers, its content type and its body's schema. The
// document is the contract outside tools test against, so a test that gets an answer the
// document does not describe fails (decision 256).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response as InjectResponse } from 'light-my-request';

type Schema = Record<string, unknown>;

interface MediaType {
  schema?: Schema;
}

interface ResponseObject {
  headers?: Record<string, { schema?: Schema }>;
  content?: Record<string, MediaType>;
}

interface ServedDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

/** The operation a request reached, marked on the raw request by the app's onSend hook. */
const OPERATION = Symbol('contract operation');

/**
 * Headers every answer may carry whatever its operation: HTTP's own, the security headers of
 * every answer and the rate limit's counts. Any other header is part of an operation's contract
 * and must be declared on its answer.
 */
const PLATFORM_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

/** OpenAPI 3.0's schema dialect as JSON Schema draft 7: `exclusiveMinimum: true` takes the bound. */
function draft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(draft7);
  if (node === null || typeof node !== 'object') return node;
  const out: Schema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, draft7(v)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  return out;
}

function isJson(mediaType: string) {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The body as the client reads it: compressed answers (the API's over 1 KB) inflated first. */
export function decodedBody(res: InjectResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

/** Holds answers against one served document; validators are compiled once per schema. */
export class Contract {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
  private readonly compiled = new Map<Schema, ValidateFunction>();

  private readonly doc: ServedDocument;

  /** The served document (`app.swagger()`), read as far as answers go. */
  constructor(doc: object) {
    this.doc = doc as ServedDocument;
    addFormats.default(this.ajv);
  }

  private validator(schema: Schema) {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(draft7(schema) as Schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  /** What is wrong with an answer of the operation (Fastify's route path), or nothing. */
  problems(method: string, routePath: string, res: InjectResponse): string[] {
    const path = routePath.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    // Routes outside the document (the SPA, the document itself) promise nothing.
    if (!operation) return [];
    const status = String(res.statusCode);
    const answer =
      operation.responses?.[status] ??
      operation.responses?.[`${status[0]}XX`] ??
      operation.responses?.default;
    if (!answer) return [`status ${status} is not listed`];
    return [...this.headerProblems(answer, res), ...this.bodyProblems(answer, res)];
  }

  private headerProblems(answer: ResponseObject, res: InjectResponse): string[] {
    const declared = new Map(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return Object.entries(res.headers).flatMap(([name, value]) => {
      const header = declared.get(name);
      if (!header) return PLATFORM_HEADERS.has(name) ? [] : [`header ${name} is not declared`];
      const validate = this.validator(header.schema ?? {});
      return validate(String(value)) ? [] : [`header ${name}: ${this.ajv.errorsText(validate.errors)}`];
    });
  }

  private bodyProblems(answer: ResponseObject, res: InjectResponse): string[] {
    const content = answer.content ?? {};
    const contentType = String(res.headers['content-type'] ?? '');
    if (Object.keys(content).length === 0) {
      if (res.rawPayload.length > 0) return ['a body where none is declared'];
      return contentType ? [`content type ${contentType} where no body is declared`] : [];
    }
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = content[mediaType];
    if (!media) return [`content type "${contentType}" is not one of ${Object.keys(content).join(', ')}`];
    if (!isJson(mediaType)) {
      // A file: bytes of the declared type; the schema says only that (format binary).
      return res.rawPayload.length > 0 ? [] : ['an empty file'];
    }
    const text = decodedBody(res).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`a body that is not JSON: ${text.slice(0, 80)}`];
    }
    const validate = this.validator(media.schema ?? {});
    if (validate(body)) return [];
    return [`body: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`];
  }
}

/**
 * Makes every `inject` of the app fail when its answer breaks the served document: the test that
 * made the request fails at that line. Call before `ready()`: the hook marks which operation each
 * request reached, which only the router knows.
 */
export function holdAnswersToDocument(app: FastifyInstance) {
  app.addHook('onSend', async (request, _reply, payload) => {
    (request.raw as unknown as Record<symbol, unknown>)[OPERATION] = request.routeOptions.url;
    return payload;
  });
  let contract: Contract | undefined;
  const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<InjectResponse>;
  const checked = async (opts: InjectOptions | string) => {
    const res = await inject(opts);
    const routePath = (res.raw.req as unknown as Record<symbol, string | undefined>)[OPERATION];
    const method = res.raw.req.method ?? 'GET';
    // HEAD answers are Fastify's own copies of GET routes, outside the document.
    if (!routePath || method === 'HEAD') return res;
    contract ??= new Contract(app.swagger());
    const found = contract.problems(method, routePath, res);
    if (found.length) {
      throw new Error(
        `The answer breaks the OpenAPI document: ${method} ${routePath} → ${res.statusCode}\n  ${found.join('\n  ')}`,
      );
    }
    return res;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}
