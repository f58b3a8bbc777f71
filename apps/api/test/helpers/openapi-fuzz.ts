import fc from 'fast-check';
import {
  type FuzzCase,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  resolve,
  variantsOf,
} from './openapi-document.ts';

// Values that have broken servers before: PostgreSQL's integer limits, JavaScript's number
// edges, the null character PostgreSQL refuses in text, and lengths past every column.
const INT4_MAX = 2_147_483_647;
const EDGE_NUMBERS = [
  0,
  -1,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.5,
];
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀',
  "' OR 1=1 --",
  '9'.repeat(30),
  'x'.repeat(5000),
];
const EDGE_VALUES: unknown[] = [null, true, [], {}, ...EDGE_NUMBERS, ...EDGE_STRINGS];

export interface Hints {
  /** Integers worth trying where an integer goes: ids the signed-in caller owns. */
  integers: number[];
}

/**
 * Strings of a pattern, where fast-check can read it (it reads no lookahead) and it says more
 * than the storable text every string is (any text then reaches further).
 */
export function patternStrings(pattern: string, maxLength?: number): fc.Arbitrary<string> | undefined {
  if (new RegExp(pattern, 'u').test('Text 12')) return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern), maxLength === undefined ? {} : { maxLength });
  } catch {
    return undefined;
  }
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 40, 200);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  if (s.format === 'date') return fc.constantFrom('2026-01-31', '2024-02-29', '9999-12-31', '0001-01-01');
  if (s.format === 'email') return fc.emailAddress();
  const matching = s.pattern ? patternStrings(s.pattern, maxLength) : undefined;
  if (matching) return matching;
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constant('x'.repeat(Math.max(minLength, maxLength))),
  );
}

function numberFor(s: JsonSchema, integer: boolean, hints: Hints): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  // A schema's own limits are where a column's limits are exceeded first.
  const bounds = [min, max].filter((n) => !integer || Number.isInteger(n));
  const hinted = integer ? hints.integers.filter((n) => n >= min && n <= max) : [];
  const between = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 2, arbitrary: between },
    ...(bounds.length ? [{ weight: 2, arbitrary: fc.constantFrom(...bounds) }] : []),
    ...(hinted.length ? [{ weight: 3, arbitrary: fc.constantFrom(...hinted) }] : []),
  );
}

/** Values the schema accepts (as far as its JSON Schema says), reaching the code behind validation. */
export function validFor(
  schema: JsonSchema,
  doc: OpenApiDocument,
  hints: Hints,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const shaped = shapedFor(s, doc, hints, depth);
  return s.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: shaped })
    : shaped;
}

function shapedFor(s: JsonSchema, doc: OpenApiDocument, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const variants = variantsOf(s, doc);
  if (variants.length) return fc.oneof(...variants.map((v) => validFor(v, doc, hints, depth + 1)));
  if (s.allOf?.length) return validFor(s.allOf[0] ?? {}, doc, hints, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (depth > 8) return fc.constant(null);
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return numberFor(s, true, hints);
    case 'number':
      return numberFor(s, false, hints);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min(s.maxItems ?? 3, 3);
      return fc.array(validFor(s.items ?? {}, doc, hints, depth + 1), {
        minLength: Math.min(s.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, validFor(v, doc, hints, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The value with its `index`-th leaf (counted modulo the number of leaves) replaced. */
function replaceLeaf(value: unknown, index: number, replacement: unknown): unknown {
  const leaves: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const copy = structuredClone(value);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        if (v && typeof v === 'object') walk(v);
        else leaves.push({ parent: node, key: i });
      });
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (v && typeof v === 'object') walk(v);
        else leaves.push({ parent: node as Record<string, unknown>, key: k });
      }
    }
  };
  walk(copy);
  const leaf = leaves[index % Math.max(leaves.length, 1)];
  if (!leaf) return replacement;
  (leaf.parent as Record<string | number, unknown>)[leaf.key] = replacement;
  return copy;
}

/**
 * Mostly a valid value with one leaf swapped for an edge value (the way real bad input looks),
 * sometimes valid throughout, sometimes anything at all.
 */
export function valueFor(schema: JsonSchema, doc: OpenApiDocument, hints: Hints): fc.Arbitrary<unknown> {
  const valid = validFor(schema, doc, hints);
  const mutated = fc
    .tuple(valid, fc.nat(), fc.constantFrom(...EDGE_VALUES))
    .map(([v, i, edge]) => replaceLeaf(v, i, edge));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Percent-encoding; a lone surrogate, which has no UTF-8, goes as the bytes a careless client sends. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const RAW_PARAMETERS = [
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%80',
  '1'.repeat(120),
  'x'.repeat(2000),
  '99999999999999999999',
  '-0',
  '1e3',
  '0x10',
  '%201',
];

/** A path or query value: the schema's kind of value as text, or raw text that is not even that. */
export function parameterFor(p: Parameter, doc: OpenApiDocument, hints: Hints): fc.Arbitrary<string> {
  const typed = valueFor(p.schema ?? {}, doc, hints).map((v) =>
    encode(typeof v === 'string' ? v : JSON.stringify(v)),
  );
  return fc.oneof(
    { weight: 4, arbitrary: typed },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PARAMETERS) },
  );
}

/** A deeply nested JSON text of about `size` bytes: costs a parser far more than its size says. */
export function deeplyNested(size: number): string {
  const depth = Math.floor(size / 2);
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A whole request: path and query from the parameters, a body, a content type, a token. */
export function requestFor(
  c: FuzzCase,
  doc: OpenApiDocument,
  hints: Hints,
  tokens: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = c.params.filter((p) => p.in === 'path');
  const queryParams = c.params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => parameterFor(p, doc, hints)))
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), c.path));
  const query = fc
    .tuple(...queryParams.map((p) => fc.option(parameterFor(p, doc, hints), { nil: undefined, freq: 4 })))
    .map((values) =>
      queryParams
        .map((p, i) => (values[i] === undefined ? '' : `${p.name}=${values[i]}`))
        .filter(Boolean)
        .join('&'),
    );
  const json = c.body
    ? valueFor(c.body, doc, hints).map((v) => JSON.stringify(v) ?? 'null')
    : fc.constant('');
  const body = fc.oneof(
    { weight: 12, arbitrary: json },
    fc.constantFrom('', '{', 'null', '{"a":', '\u0000', deeplyNested(20_000), '{"__proto__":{"x":1}}'),
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      '',
    ),
  );
  return fc.record({ path, query, body, contentType, token: tokens }).map((r) => {
    const headers: Record<string, string> = {};
    if (r.token) headers.authorization = r.token;
    const sendsBody = c.method !== 'GET' && c.method !== 'HEAD';
    if (sendsBody && r.contentType) headers['content-type'] = r.contentType;
    return {
      method: c.method,
      url: r.query ? `${r.path}?${r.query}` : r.path,
      headers,
      payload: sendsBody ? r.body : undefined,
    };
  });
}
