import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { HeaderDeclaration, UploadDeclaration } from './schemas.ts';

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const retryAfter: HeaderDeclaration = {
  type: 'string',
  description: 'Seconds until the caller may try again',
};

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as no licence for null unless the enum
 * lists it: zod's nullable enums (a mail not delivered yet, a reason not chosen) list it here.
 */
function nullInNullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullInNullableEnums);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, nullInNullableEnums(v)]));
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null];
  return out;
}

/** The body of an upload as the document shows it: the form with its file field, or the raw file. */
function uploadBody(upload: UploadDeclaration) {
  const form = {
    type: 'object',
    required: [upload.field],
    properties: { [upload.field]: binary(upload.description) },
  };
  const raw = (upload.rawTypes ?? []).map((type) => [type, { schema: binary(upload.description) }]);
  return { content: { 'multipart/form-data': { schema: form }, ...Object.fromEntries(raw) } };
}

/**
 * zod's schemas as JSON Schema (the type provider's transform), and what that transform leaves
 * out: the headers an answer declares (`Retry-After` on every 429 and 503), a 204 without a body,
 * and an upload's body, which the route reads itself rather than through a schema.
 */
function contractTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema: Json; url: string };
  const out = { ...transformed, schema: nullInNullableEnums(transformed.schema) as Json };
  const given = (input.schema ?? {}) as {
    response?: Record<string, { headers?: Json }>;
    upload?: UploadDeclaration;
  };
  const written = out.schema.response as Record<string, Json> | undefined;
  for (const [status, answer] of Object.entries(given.response ?? {})) {
    if (!written?.[status]) continue;
    if (status === '204') {
      written[status] = { type: 'null', description: 'No content' };
      continue;
    }
    const headers = {
      ...(status === '429' || status === '503' ? { 'Retry-After': retryAfter } : {}),
      ...answer.headers,
    };
    if (Object.keys(headers).length) written[status] = { ...written[status], headers };
  }
  if (given.upload) out.schema.body = uploadBody(given.upload);
  return out;
}

/** The OpenAPI document is generated from the routes' zod schemas: written once, never drifts. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Skeppa API',
          description: 'Freight booking: price, book, print, track, insure and follow up consignments.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: contractTransform as typeof jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
