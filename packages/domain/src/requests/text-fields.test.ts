import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textSchema } from '../entities/primitives.ts';
import * as domain from '../index.ts';

const textRule = textSchema._zod.def.checks?.[0];

interface Def {
  type: string;
  format?: string;
  checks?: unknown[];
  [key: string]: unknown;
}

/** Paths of the strings in a schema that are neither built on textSchema nor a fixed format. */
function plainStrings(schema: z.core.$ZodType, path: string, depth = 0): string[] {
  const def = schema._zod.def as Def;
  const inner = (s: unknown, p = path) =>
    depth > 20 ? [] : plainStrings(s as z.core.$ZodType, p, depth + 1);
  switch (def.type) {
    case 'string':
      // A format (e-mail address, uuid, ISO date) admits neither character in the first place.
      return def.format || def.checks?.includes(textRule) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
        inner(v, `${path}.${k}`),
      );
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((v, i) => inner(v, `${path}[${i}]`));
    case 'union':
      return (def.options as unknown[]).flatMap((v) => inner(v));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return inner(def.innerType);
    default:
      return [];
  }
}

const requestSchemas = Object.entries(domain).filter(([name]) => /(Request|Query|Params)Schema$/.test(name));

describe('every string a request carries', () => {
  it('is built on textSchema, so no request schema admits the null character or half a UTF-16 pair', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
    const plain = requestSchemas.flatMap(([name, schema]) => plainStrings(schema as z.core.$ZodType, name));
    expect(plain).toEqual([]);
  });

  it('is told apart from a plain string by the walk above', () => {
    expect(plainStrings(textSchema.trim().max(3).optional(), 's')).toEqual([]);
    expect(plainStrings(domain.contactSchema.pick({ fullName: true }), 'c')).toEqual(['c.fullName']);
  });
});
