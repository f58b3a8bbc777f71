import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signIn, USERS } from './helpers/auth.ts';
import { Contract } from './helpers/contract.ts';

// The check every API test's answers go through (helpers/contract.ts): here it is shown answers
// that break a document in each way it looks for, so a check that stopped looking fails here.
const doc = {
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          '200': {
            headers: { 'x-skeppa-refused': { schema: { type: 'string' } } },
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'state'],
                  properties: {
                    id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
                    state: { type: 'string', nullable: true, enum: ['sent', null] },
                  },
                },
              },
            },
          },
          '204': { description: 'No content' },
          '404': { content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
  },
};

function answer(statusCode: number, headers: Record<string, string>, body: string | Buffer): Response {
  const rawPayload = Buffer.from(body);
  return { statusCode, headers, rawPayload, payload: rawPayload.toString() } as unknown as Response;
}

const json = { 'content-type': 'application/json; charset=utf-8' };
const problems = (res: Response) => new Contract(doc).problems('GET', '/api/thing/:id', res);

describe('the contract check', () => {
  it('passes an answer the document describes', () => {
    expect(problems(answer(200, { ...json, 'x-skeppa-refused': '[]' }, '{"id":1,"state":null}'))).toEqual([]);
    expect(problems(answer(204, {}, ''))).toEqual([]);
    expect(problems(answer(404, { 'content-type': 'application/pdf' }, '%PDF-1.7'))).toEqual([]);
  });

  it('finds a status not listed, a header not declared, a content type not declared and a body off its schema', () => {
    expect(problems(answer(409, json, '{}'))).toEqual(['status 409 is not listed']);
    expect(problems(answer(200, { ...json, 'x-other': '1' }, '{"id":1,"state":"sent"}'))).toEqual([
      'header x-other is not declared',
    ]);
    expect(problems(answer(200, { 'content-type': 'text/plain' }, 'hej'))[0]).toMatch(/content type/);
    expect(problems(answer(204, json, 'null'))).toEqual(['a body where none is declared']);
    const [offSchema] = problems(answer(200, json, '{"id":0,"state":"lost"}'));
    expect(offSchema).toMatch(/body\/id/);
    expect(offSchema).toMatch(/body\/state/);
  });
});

describe('every answer of an API test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is held to the served document, and skips what is outside it', async () => {
    const user = await signIn(t.app, USERS.user);
    const served = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // The platform's statuses are listed on each route they can happen on.
    const contact = served.paths['/api/contact/{id}'] as Record<string, { responses: object }>;
    expect(Object.keys(contact.delete?.responses ?? {})).toEqual(
      expect.arrayContaining(['204', '400', '401', '404', '413', '414', '415', '500', '503']),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/999999', headers: user.headers });
    expect(res.statusCode).toBe(404);
    // Not in the document: answered, not checked.
    expect((await t.app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
