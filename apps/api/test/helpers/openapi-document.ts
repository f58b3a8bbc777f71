// The OpenAPI document as the fuzz test reads it: schemas, parameters, and one case per operation.

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One thing to fuzz: a route, or one variant of a route whose body is one of several shapes. */
export interface FuzzCase {
  name: string;
  method: string;
  path: string;
  params: Parameter[];
  body?: JsonSchema;
  secured: boolean;
}

/**
 * Every operation of the document; a body that is one of several shapes (the customer settings)
 * gives one case per shape, so each shape is fuzzed as often as a route of its own.
 */
export function casesOf(doc: OpenApiDocument): FuzzCase[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const base = {
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        secured: (op.security?.length ?? 0) > 0,
      };
      const body = op.requestBody?.content?.['application/json']?.schema;
      const variants = body && resolve(body, doc).oneOf;
      const name = `${base.method} ${path}`;
      if (!variants?.length) return [{ ...base, name, body }];
      return variants.map((variant, i) => ({
        ...base,
        name: `${name} (body shape ${i + 1})`,
        body: variant,
      }));
    }),
  );
}

/**
 * The shapes of a schema that is one of several, each with what the schema says beside them: an
 * object's properties with an `anyOf` of rules across them (an insured order) gives each rule
 * with the properties, not the rule alone.
 */
export function variantsOf(s: JsonSchema, doc: OpenApiDocument): JsonSchema[] {
  const { oneOf, anyOf, ...rest } = s;
  const variants = oneOf ?? anyOf ?? [];
  if (!rest.properties) return variants;
  return variants.map((v) => {
    const r = resolve(v, doc);
    const required = [...new Set([...(rest.required ?? []), ...(r.required ?? [])])];
    return { ...rest, ...r, properties: { ...rest.properties, ...r.properties }, required };
  });
}

export function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}
