import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJsonSchema, responseSerializerCompiler } from '../src/platform/response-serializer.ts';

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.object({ code: z.string(), at: z.string().nullable() })),
  pickup: z.object({ city: z.string() }).nullable(),
});

async function serving(check: boolean, body: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get('/', { schema: { response: { 200: answer } } }, async () => body);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('answers written from their zod schema', () => {
  it('writes only the fields the schema names, as JSON.stringify would write them', async () => {
    const named = {
      id: 7,
      name: 'Åkeri "Nord"',
      note: null,
      tags: [{ code: 'a\nb', at: '2026-11-26' }],
      pickup: { city: 'Göteborg' },
    };
    const res = await serving(false, {
      ...named,
      passwordHash: 'secret',
      tags: [{ ...named.tags[0], x: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(named));
  });

  it('writes a nullable part as null or its value, without trying branches', async () => {
    const schema = answerJsonSchema(answer) as { properties: Record<string, object> };
    expect(schema.properties.pickup).toMatchObject({ type: 'object', nullable: true });
    expect(schema.properties.pickup).not.toHaveProperty('anyOf');
    const given = { id: 1, name: 'n', note: 'kvitto', tags: [{ code: 'c', at: null }], pickup: null };
    expect((await serving(false, given)).json()).toEqual(given);
    const withPickup = { ...given, note: null, pickup: { city: 'Luleå' } };
    expect((await serving(false, withPickup)).json()).toEqual(withPickup);
  });

  it('refuses an answer schema it cannot write as zod would (a transform)', () => {
    const rounded = z.object({ price: z.number().transform((n) => Math.round(n)) });
    expect(() => answerJsonSchema(rounded)).toThrow();
    expect(answerJsonSchema(z.custom<Uint8Array>((v) => v instanceof Uint8Array))).toEqual({});
  });

  it('compiles at start with the check (the tests), and at the first answer without it', async () => {
    const rounded = z.object({ price: z.number().transform((n) => Math.round(n)) });
    const withRounded = (check: boolean) => {
      const app = Fastify();
      app.setSerializerCompiler(responseSerializerCompiler({ check }));
      app.get('/', { schema: { response: { 200: rounded } } }, async () => ({ price: 1.4 }));
      return app;
    };
    const tested = withRounded(true);
    await expect(tested.ready()).rejects.toThrow();
    await tested.close().catch(() => {});
    const served = withRounded(false);
    await served.ready();
    expect((await served.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await served.close();
  });

  it('with the check, an answer that breaks its schema fails instead of being written', async () => {
    const broken = { id: 1, name: null, note: null, tags: [], pickup: null };
    const checked = await serving(true, broken);
    expect(checked.statusCode).toBe(500);
    // Unchecked, the writer would coerce the null to "": the check is what the tests rely on.
    const unchecked = await serving(false, broken);
    expect(unchecked.json()).toMatchObject({ name: '' });
  });
});
