// Requests that carry a character PostgreSQL cannot store in one string of an otherwise plausible
// request: every string of every operation's body, query and path, one at a time, the same on
// every run (no generator draws them).
import fc from 'fast-check';
import {
  type FuzzCase,
  type JsonSchema,
  type OpenApiDocument,
  resolve,
  variantsOf,
} from './openapi-document.ts';
import { patternStrings } from './openapi-fuzz.ts';

export const UNSTORABLE = [
  { name: 'a null character', char: '\u0000', inUrl: '%00' },
  // A lone surrogate has no UTF-8: in a URL it goes as the bytes a careless client sends.
  { name: 'a lone surrogate', char: '\ud800', inUrl: '%ED%A0%80' },
] as const;

export interface TextHints {
  /** Ids the signed-in caller owns, for integers, so that requests get past ownership checks. */
  integers: number[];
  /** Values by property name where free text would fail a rule first (a postcode, a country). */
  strings: Record<string, string>;
}

export interface TextRequest {
  /** Which operation, where the character went and which character. */
  name: string;
  method: string;
  url: string;
  payload?: string;
  /**
   * Where the answer's error must point (`body/parts/0/name`). Unset for a lone surrogate in a
   * URL, which can only arrive decoded as something else (U+FFFD), and may then be answered.
   */
  field?: string;
  /** Texts of the request that no log line may hold: what a user wrote. */
  fragments: string[];
}

const MARKER_MIN = 6;

type Marker = () => string;

/**
 * Texts distinct across the whole run (path values too, which the log does name), so that a
 * line of the log can be traced to the request that wrote it.
 */
let written = 0;
const marker: Marker = () => `Mk${(written++).toString().padStart(5, '0')}Zq`;

function fit(text: string, s: JsonSchema): string {
  const padded = text.padEnd(s.minLength ?? 0, 'x');
  return s.maxLength === undefined ? padded : padded.slice(0, s.maxLength);
}

function stringExample(s: JsonSchema): string {
  if (s.format === 'date') return '2026-03-02';
  if (s.format === 'date-time') return '2026-03-02T10:00:00+01:00';
  if (s.format === 'email') return 'kund@example.se';
  if (s.format === 'uuid') return '0b6f2a55-4d0c-4c4f-9b1e-2f1d3c4b5a69';
  // A marker where the pattern takes one (every text has the pattern of storable text).
  const text = fit(marker(), s);
  const matching = s.pattern && !new RegExp(s.pattern, 'u').test(text) && patternStrings(s.pattern);
  return matching ? (fc.sample(matching, { seed: 7, numRuns: 1 })[0] ?? '') : text;
}

function numberExample(s: JsonSchema, integer: boolean, hints: TextHints): number {
  const min = s.minimum ?? Number.NEGATIVE_INFINITY;
  const max = s.maximum ?? Number.POSITIVE_INFINITY;
  const hinted = integer ? hints.integers.find((n) => n >= min && n <= max) : undefined;
  return hinted ?? Math.min(Math.max(1, min), max);
}

/**
 * Plausible values of a schema: the first with every property present; then one more for each
 * other variant of a union anywhere inside, so that every string of every variant is reached.
 */
export function examplesOf(
  schema: JsonSchema,
  doc: OpenApiDocument,
  hints: TextHints,
  marker: Marker,
  key = '',
  depth = 0,
): unknown[] {
  const s = resolve(schema, doc);
  const variants = variantsOf(s, doc).filter((v) => resolve(v, doc).type !== 'null');
  if (variants.length) return variants.flatMap((v) => examplesOf(v, doc, hints, marker, key, depth + 1));
  if (s.allOf?.length) return examplesOf(s.allOf[0] ?? {}, doc, hints, marker, key, depth + 1);
  const hinted = hints.strings[key];
  if (hinted !== undefined && (s.type === 'string' || s.enum?.includes(hinted))) return [hinted];
  if (s.const !== undefined) return [s.const];
  if (s.enum?.length) return [s.enum[0]];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (depth > 12) return [null];
  switch (type) {
    case 'string':
      return [stringExample(s)];
    case 'integer':
    case 'number':
      return [numberExample(s, type === 'integer', hints)];
    case 'boolean':
      return [false];
    case 'array': {
      const count = Math.max(s.minItems ?? 0, 1);
      return examplesOf(s.items ?? {}, doc, hints, marker, key, depth + 1).map((item) =>
        Array.from({ length: count }, () => structuredClone(item)),
      );
    }
    case 'object': {
      const properties = Object.entries(s.properties ?? {}).map(
        ([k, v]) => [k, examplesOf(v, doc, hints, marker, k, depth + 1)] as const,
      );
      const first = Object.fromEntries(properties.map(([k, values]) => [k, values[0]]));
      const others = properties.flatMap(([k, values]) => values.slice(1).map((v) => ({ ...first, [k]: v })));
      return [first, ...others];
    }
    default:
      return [null];
  }
}

type Path = (string | number)[];

function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

function withLeaf(value: unknown, path: Path, replace: (old: string) => string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  node[last] = replace(String(node[last]));
  return copy;
}

/** The text with its second character (or its only place) taken by `char`. */
const spoiled = (text: string, char: string) => `${text.slice(0, 1)}${char}${text.slice(2)}`;

/** The pieces of the request's texts long enough to be told apart in a log. */
function fragmentsOf(texts: string[], char: string): string[] {
  return texts.flatMap((t) => t.split(char)).filter((t) => t.length >= MARKER_MIN && /\d{5}Zq/.test(t));
}

/** Every text request of one case: each string of the body, then each string query or path value. */
export function textRequests(c: FuzzCase, doc: OpenApiDocument, hints: TextHints): TextRequest[] {
  const out: TextRequest[] = [];
  const params = c.params.filter((p) => p.in === 'path' || p.in === 'query');
  const paramValue = (p: (typeof params)[number]) => {
    const [value] = examplesOf(p.schema ?? {}, doc, hints, marker, p.name);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const url = (values: Map<string, string>) => {
    let path = c.path;
    const query: string[] = [];
    for (const p of params) {
      const v = values.get(p.name) ?? '';
      if (p.in === 'path') path = path.replace(`{${p.name}}`, v);
      else query.push(`${p.name}=${v}`);
    }
    return query.length ? `${path}?${query.join('&')}` : path;
  };
  const base = new Map(params.map((p) => [p.name, encodeURIComponent(paramValue(p))]));

  for (const body of c.body ? examplesOf(c.body, doc, hints, marker) : []) {
    for (const leaf of stringLeaves(body)) {
      for (const bad of UNSTORABLE) {
        const sent = withLeaf(body, leaf, (old) => spoiled(old, bad.char));
        out.push({
          name: `${c.name} body/${leaf.join('/')} with ${bad.name}`,
          method: c.method,
          url: url(base),
          payload: JSON.stringify(sent),
          field: `body/${leaf.join('/')}`,
          fragments: fragmentsOf(textsOf(sent), bad.char),
        });
      }
    }
  }
  const body = c.body ? JSON.stringify(examplesOf(c.body, doc, hints, marker)[0]) : undefined;
  for (const p of params.filter((q) => resolve(q.schema ?? {}, doc).type === 'string')) {
    for (const bad of UNSTORABLE) {
      const text = paramValue(p);
      const values = new Map(base);
      values.set(
        p.name,
        `${encodeURIComponent(text.slice(0, 1))}${bad.inUrl}${encodeURIComponent(text.slice(2))}`,
      );
      out.push({
        name: `${c.name} ${p.in} ${p.name} with ${bad.name}`,
        method: c.method,
        url: url(values),
        ...(body === undefined ? {} : { payload: body }),
        // The path is the route's address and is logged as such; a query value never is.
        fragments: p.in === 'query' ? fragmentsOf([text.slice(2)], bad.char) : [],
        ...(bad.char === '\u0000'
          ? { field: `${p.in === 'path' ? 'params' : 'querystring'}/${p.name}` }
          : {}),
      });
    }
  }
  return out;
}
