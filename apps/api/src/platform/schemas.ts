import { apiErrorBodySchema, fileResponseSchema } from '@skeppa/domain';

/** Response schemas for the error statuses a route can answer with (DESIGN §4 error body). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorBodySchema])) as Record<
    S,
    typeof apiErrorBodySchema
  >;
}

/** A response header as the OpenAPI document declares it. */
export interface HeaderDeclaration {
  type: 'string';
  description: string;
}

const contentDisposition: HeaderDeclaration = {
  type: 'string',
  description: `The file's name: attachment; filename="…"; filename*=UTF-8''…`,
};

/**
 * A file answer: its bytes in one of the media types it may take (`format: binary` in the
 * document), named by Content-Disposition, and any other headers it carries.
 */
export function fileResponse(mediaTypes: readonly string[], headers: Record<string, HeaderDeclaration> = {}) {
  return {
    description: "The file's bytes; Content-Disposition names it",
    headers: { 'Content-Disposition': contentDisposition, ...headers },
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileResponseSchema }])),
  };
}

/** A JSON answer that also carries headers of its own, declared in the document. */
export function withHeaders<T>(schema: T, headers: Record<string, HeaderDeclaration>) {
  return { description: 'Default Response', headers, content: { 'application/json': { schema } } };
}

/**
 * A request body that is a file, for the document (the route reads it itself, not through a
 * schema): `multipart/form-data` with the file in `field`, and the raw media types the route
 * also takes as the whole body.
 */
export interface UploadDeclaration {
  field: string;
  description: string;
  rawTypes?: readonly string[];
}

declare module 'fastify' {
  interface FastifySchema {
    upload?: UploadDeclaration;
  }
}
