import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../src/platform/errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signIn, signInDemo, USERS } from './helpers/auth.ts';
import { casesOf, type OpenApiDocument } from './helpers/openapi-document.ts';
import { type FuzzRequest, type Hints, requestFor } from './helpers/openapi-fuzz.ts';

// Requests per route (and per shape of a body that has several); the whole run takes seconds.
const RUNS_PER_CASE = 100;

let t: TestApp;
let doc: OpenApiDocument;
let tokens: fc.Arbitrary<string | undefined>;
let hints: Hints;
beforeAll(async () => {
  // Limits off: a 429 would hide what the route itself does with the input.
  t = await createTestApp({
    rateLimits: { windowSeconds: 60, signin: 1e6, refresh: 1e6, public: 1e6 },
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
