import type { AuditChanges, AuditValue } from '@skeppa/domain';

/**
 * The limits of what an entry keeps of a change. The log says what changed, not what a document
 * or a free text says in full: a reader who needs more opens the object itself.
 */
export const AUDIT_LIMITS = {
  /** Fields of one entry; past it the rest are counted under `_more`. */
  fields: 40,
  /** Characters of a text value, and of the object's label. */
  text: 200,
  /** Items of a list value (the ids of a bulk action). */
  list: 20,
  /** Levels of nesting followed (`parts.0.city`); deeper values are not compared. */
  depth: 3,
} as const;

/**
 * Fields never written to the log, by any part of their name: credentials and anything derived
 * from them. Matched on each segment of a dotted path, so `login.passwordHash` goes too.
 */
const SECRET =
  /pass(word|wd|phrase)?|token|secret|hash|signature|cookie|authori[sz]ation|credential|private.?key|^api.?key$|^key$|^otp$|^pin$/i;

/** Fields holding a whole document or file: its bytes are not the log's to keep. */
const DOCUMENT = /^(body|bytes|content|data|document|documents|file|files|pdf|zpl|image|attachments?|raw)$/i;

/**
 * Values that are credentials whatever their field is called: a whole API key of ours (its short
 * public prefix, which lists show, is no secret) and bearer JWTs.
 */
const SECRET_VALUE = /^(sk_(live|test)_[\w-]{20,}|eyJ[\w-]+\.[\w-]+\.[\w-]+)$/;

const denied = (path: string) =>
  path.split('.').some((segment) => SECRET.test(segment) || DOCUMENT.test(segment));

type Leaf = string | number | boolean | null | Leaf[];

function isBinary(value: unknown): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    (typeof Blob !== 'undefined' && value instanceof Blob)
  );
}

const isScalar = (v: unknown) =>
  v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

function scalar(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * Every comparable value of an object under its dotted path, whole (cut only when written, so a
 * difference past the first 200 characters still counts): scalars, lists of scalars, dates as
 * ISO text. Secrets, documents and bytes are left out here, before anything can compare them.
 */
function flatten(value: unknown, path: string, depth: number, out: Map<string, Leaf>) {
  if (path !== '' && denied(path)) return;
  if (isBinary(value) || typeof value === 'function' || typeof value === 'symbol') return;
  if (value instanceof Date) {
    out.set(path, Number.isNaN(value.getTime()) ? null : value.toISOString());
  } else if (typeof value === 'bigint') {
    out.set(path, value.toString());
  } else if (Array.isArray(value) && value.every(isScalar)) {
    out.set(path, value.map(scalar));
  } else if (typeof value === 'object' && value !== null) {
    if (depth >= AUDIT_LIMITS.depth) return;
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, path === '' ? key : `${path}.${key}`, depth + 1, out);
    }
  } else {
    out.set(path, scalar(value));
  }
}

/** Nothing, null and an empty text read the same: a new contact's blank fields are no change. */
const empty = (v: Leaf | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const same = (a: Leaf | undefined, b: Leaf | undefined) =>
  (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

function cutText(text: string): string {
  const chars = [...text];
  return chars.length <= AUDIT_LIMITS.text ? text : `${chars.slice(0, AUDIT_LIMITS.text - 1).join('')}…`;
}

/** A value as the log keeps it: texts and lists cut, credentials left out as the empty value. */
export function boundedValue(value: unknown): AuditValue {
  if (Array.isArray(value)) {
    const items = value.slice(0, AUDIT_LIMITS.list).map((v) => bounded(scalar(v)));
    const rest = value.length - AUDIT_LIMITS.list;
    return rest > 0 ? [...items, `…+${rest}`] : items;
  }
  return bounded(scalar(value));
}

function bounded(v: string | number | boolean | null): string | number | boolean | null {
  if (typeof v !== 'string') return v;
  return SECRET_VALUE.test(v.trim()) ? null : cutText(v);
}

/** Where an entry counts the fields it left out. */
const MORE = '_more';

/** At most `fields` of them; the number left out (with any counted before) is said under `_more`. */
function capped(entries: [string, { from: AuditValue; to: AuditValue }][]): AuditChanges {
  const counted = entries.find(([field]) => field === MORE)?.[1].to;
  const fields = entries.filter(([field]) => field !== MORE);
  const kept = fields.slice(0, AUDIT_LIMITS.fields);
  const rest = fields.length - kept.length + (typeof counted === 'number' ? counted : 0);
  return Object.fromEntries(rest > 0 ? [...kept, [MORE, { from: null, to: rest }]] : kept);
}

/**
 * The fields that differ between two states of an object, `{ field: { from, to } }`: `before`
 * null for something made, `after` null for something removed. Nested objects compare field by
 * field under dotted names; passwords, tokens, secrets, hashes and documents are never included,
 * texts and lists are cut and at most 40 fields kept. `omit` names fields that change with every
 * write (an `updatedAt`) and say nothing.
 */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
  opts: { omit?: readonly string[] } = {},
): AuditChanges {
  const from = new Map<string, Leaf>();
  const to = new Map<string, Leaf>();
  flatten(before ?? {}, '', 0, from);
  flatten(after ?? {}, '', 0, to);
  const omit = new Set(opts.omit ?? []);
  const paths = [...new Set([...to.keys(), ...from.keys()])].filter(
    (p) => !omit.has(p) && !omit.has(p.split('.')[0]!),
  );
  return capped(
    paths
      .filter((p) => !same(from.get(p), to.get(p)))
      .map((p) => [p, { from: boundedValue(from.get(p)), to: boundedValue(to.get(p)) }]),
  );
}

/**
 * Changes a caller wrote by hand, held to the same rules as `changedFields`' own: every entry
 * passes here before it is stored, so no write path can put a password into the log.
 */
export function sanitizedChanges(changes: AuditChanges | undefined): AuditChanges {
  if (!changes) return {};
  return capped(
    Object.entries(changes)
      .filter(([field]) => field !== '' && !denied(field))
      .map(([field, change]) => [
        cutText(field),
        { from: boundedValue(change.from), to: boundedValue(change.to) },
      ]),
  );
}

/** A label as the log keeps it: one line, cut to the text limit, never a credential. */
export function boundedLabel(label: string): string {
  const line = label.replace(/\s+/g, ' ').trim();
  return SECRET_VALUE.test(line) ? '' : cutText(line);
}
