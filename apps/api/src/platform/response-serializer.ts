import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [S, null]`, as zod writes `.nullable()`, becomes `S` with `nullable: true`: the
 * serializer then writes either directly, where an `anyOf` would run a validator per value to
 * choose a branch.
 */
function nullableKeyword(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableKeyword);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableKeyword(value)]),
  );
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const other = branches.find((b: JsonSchema) => b.type !== 'null') as JsonSchema | undefined;
  const hasNull = branches.some((b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1);
  if (!hasNull || !other || typeof other.type !== 'string') return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...other, nullable: true };
}

/**
 * The route's answer schema as JSON Schema, as the client reads it (zod's output side). A file's
 * bytes (a custom type) are sent by Fastify as they are, never through a serializer. Anything
 * else that JSON Schema cannot say (a transform in an answer) stops the start: the writer would
 * write the value from before the transform.
 */
export function answerJsonSchema(schema: z.ZodType): Schema {
  if (schema instanceof z.ZodCustom) return {} as Schema;
  return nullableKeyword(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' })) as Schema;
}

/**
 * Answers are written by fast-json-stringify, compiled once per route from its zod schema
 * (decision 242): it writes only the fields the schema names, as the zod parse did, at a tenth of
 * the cost. It does not check values (a null where a string is due becomes ""), so with `check`
 * (every API and browser test) each answer is first parsed by its zod schema and a mismatch fails
 * the request, as before.
 */
export function responseSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!opts.check) {
      // Compiled at a route's first answer, not at start: compiling all of them was about a third
      // of a start's CPU (decision 356). The tests compile every one at start (below), so a schema
      // the writer cannot take still fails them before any server is started with it.
      let compiled: ((data: unknown) => string) | undefined;
      return (data) => {
        compiled ??= fastJson(answerJsonSchema(schema));
        return compiled(data);
      };
    }
    const write = fastJson(answerJsonSchema(schema));
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      // The answer as it is, not as zod made it: what production writes is what the tests read.
      return write(data);
    };
  };
}
