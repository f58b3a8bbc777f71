import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../src/platform/errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signIn, signInDemo, USERS } from './helpers/auth.ts';
import { casesOf, type OpenApiDocument } from './helpers/openapi-document.ts';
import { type FuzzRequest, type Hints, requestFor } from './helpers/openapi-fuzz.ts';
import { type TextRequest, textRequests } from './helpers/openapi-text.ts';

// Requests per route (and per shape of a body that has several); the whole run takes seconds.
const RUNS_PER_CASE = 100;

let t: TestApp;
let doc: OpenApiDocument;
let tokens: fc.Arbitrary<string | undefined>;
let hints: Hints;
beforeAll(async () => {
  // Limits off: a 429 would hide what the route itself does with the input.
  t = await createTestApp({
    rateLimits: { windowSeconds: 60, signin: 1e6, refresh: 1e6, public: 1e6, apiKey: 1e6 },
    loginThrottle: { maxPerUsernameAndAddress: 1e6, maxPerAddress: 1e6, windowSeconds: 60 },
  });
  doc = t.app.swagger() as unknown as OpenApiDocument;
  const user = await signIn(t.app, USERS.user);
  const demo = await signInDemo(t.app);
  // Mostly the signed-in customer, whose own ids let requests past the ownership checks.
  hints = { integers: [user.id] };
  tokens = fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${user.accessToken}`) },
    fc.constantFrom(
      undefined,
      `bearer ${user.accessToken}`,
      `Bearer ${demo.accessToken}`,
      'Bearer not-a-token',
      'Basic dXNlcjpwYXNz',
    ),
  );
});
afterAll(() => t.close());

const catalogue = new Set(Object.keys(ERRORS));

/** What is wrong with an answer: a 5xx, or an error without the documented body and a known code. */
function problem(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: { message?: unknown; errors?: { code?: unknown; description?: unknown }[] };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `status ${res.statusCode} without a JSON body: ${res.body.slice(0, 120)}`;
  }
  const items = Array.isArray(body.errors) ? body.errors : [];
  const wellFormed =
    typeof body.message === 'string' &&
    items.length > 0 &&
    items.every((e) => typeof e.code === 'string' && typeof e.description === 'string');
  if (!wellFormed) return `status ${res.statusCode} with an undocumented body: ${res.body.slice(0, 200)}`;
  const unknown = items.map((e) => String(e.code)).filter((c) => !catalogue.has(c));
  return unknown.length ? `codes outside the catalogue: ${unknown.join(', ')}` : null;
}

describe('every route of the OpenAPI document, fed generated bad input', () => {
  it('never answers 5xx, and answers every error with a code in the documented body', async () => {
    const cases = casesOf(doc);
    expect(cases.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const c of cases) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(c, doc, hints, tokens), async (req: FuzzRequest) => {
          const res = await t.app.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: req.headers,
            payload: req.payload,
          });
          const found = problem(res);
          if (found) throw new Error(found);
        }),
        { numRuns: RUNS_PER_CASE },
      );
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0]).slice(0, 400);
        failures.push(`${c.name}: ${result.errorInstance}\n  request: ${example}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/**
 * Values a rule would refuse before the text reaches the database, were they free text: with them
 * a contact or a mail is otherwise valid, and the one bad character is all that is wrong with it.
 */
const PLAUSIBLE = {
  postcode: '41101',
  country: 'SE',
  countrycode: 'SE',
  email: 'kund@example.se',
  phone: '031-12 34 56',
  mobile: '070-123 45 67',
  to: '',
  cc: '',
  bcc: '',
  senderType: 'customerService',
};

describe('every string of every route, carrying a character PostgreSQL cannot store', () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let logged: TestApp;
  beforeAll(async () => {
    logged = await createTestApp({ logLevel: 'info', logFormat: 'json', logDestination: destination });
  });
  afterAll(() => logged.close());

  it('answers each with a documented 4xx naming the field, and logs no text of the request', async () => {
    const user = await signIn(logged.app, USERS.user);
    const served = logged.app.swagger() as unknown as OpenApiDocument;
    const hints = { integers: [user.id], strings: PLAUSIBLE };
    const requests = casesOf(served).flatMap((c) => textRequests(c, served, hints));
    expect(requests.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const fragments = new Map<string, TextRequest>();
    for (const req of requests) {
      const res = await logged.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: {
          ...user.headers,
          ...(req.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      const found =
        problem(res) ??
        (req.field && res.statusCode < 400 ? `status ${res.statusCode}: taken as it is` : null) ??
        (req.field && !res.body.includes(`${req.field}: `)
          ? `no error names ${req.field}: ${res.body}`
          : null);
      if (found) failures.push(`${req.name}: ${found.slice(0, 300)}`);
      for (const f of req.fragments) fragments.set(f, req);
    }
    expect(fragments.size).toBeGreaterThan(100);
    const log = lines.join('');
    const leaked = [...fragments].filter(([f]) => log.includes(f)).map(([f, req]) => `${req.name} (${f})`);
    expect({ failures, leaked }).toEqual({ failures: [], leaked: [] });
    // The log was written to, and holds what the requests left there: their paths.
    expect(log).toContain('/api/contact');
  }, 120_000);
});
