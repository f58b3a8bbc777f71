import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../src/platform/auth-plugin.ts';
import { AccessTokens } from '../src/platform/tokens.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signInDemo } from './helpers/auth.ts';
import { casesOf, type FuzzCase, type OpenApiDocument } from './helpers/openapi-document.ts';

let t: TestApp;
let demo: Session;
let secured: FuzzCase[];
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t.app);
  secured = casesOf(t.app.swagger() as unknown as OpenApiDocument).filter((c) => c.secured);
});
afterAll(() => t.close());

/**
 * The operation with every path and query value bad for any schema (the null character) and,
 * where a method carries one, a body no schema takes.
 */
function badRequest(c: FuzzCase, headers: Record<string, string>) {
  const path = c.params
    .filter((p) => p.in === 'path')
    .reduce((url, p) => url.replace(`{${p.name}}`, '%00'), c.path);
  const query = [...c.params.filter((p) => p.in === 'query').map((p) => p.name), 'unknown']
    .map((name) => `${name}=%00`)
    .join('&');
  const withBody = c.method !== 'GET' && c.method !== 'HEAD';
  return t.app.inject({
    method: c.method as 'POST',
    url: `${path}?${query}`,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: '{"x":1}' } : {}),
  });
}

/** What is wrong with an answer that should be the documented error with exactly this code. */
function notTheError(res: { statusCode: number; body: string }, status: number, code: string): string | null {
  if (res.statusCode !== status) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const body = JSON.parse(res.body) as {
    message?: unknown;
    errors?: { code?: unknown; description?: unknown }[];
  };
  const item = body.errors?.[0];
  const documented =
    typeof body.message === 'string' &&
    body.errors?.length === 1 &&
    item?.code === code &&
    typeof item.description === 'string';
  return documented ? null : `body ${res.body.slice(0, 200)}`;
}

describe('every signed-in operation of the OpenAPI document', () => {
  it('answers 401 to bad input without a token, or with a token that is not one, before reading it', async () => {
    expect(secured.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const c of secured) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const found = notTheError(await badRequest(c, headers), 401, 'auth.token_invalid');
        if (found) failures.push(`${c.name} ${JSON.stringify(headers)}: ${found}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the demo user 403 before reading the input where the demo may change nothing', async () => {
    const answers = await Promise.all(
      secured.map(async (c) => [c.name, await badRequest(c, demo.headers)] as const),
    );
    const refused = answers
      .filter(([, res]) => notTheError(res, 403, 'auth.demo_forbidden') === null)
      .map(([n]) => n);
    // Saving, booking, writing and uploading: what the demo may never do, refused before the body.
    expect(refused).toEqual(
      expect.arrayContaining([
        'POST /api/contact',
        'PUT /api/contact',
        'POST /api/contact/import',
        'POST /api/email',
        'POST /api/consignment',
        'PUT /api/order/book',
        'PUT /api/consignment/customs/{id}',
        'POST /api/consignment/upspaperless/{id}',
        'PUT /api/customer/company/{id}',
        'PUT /api/customer/details/{id}',
        'POST /api/mail/test',
      ]),
    );
    // Where the demo may look (prices, services, news), its bad input is judged as anyone's.
    const judged = answers.filter(([n]) => !refused.includes(n));
    expect(judged.map(([n]) => n)).toContain('POST /api/consignment/price');
    expect(judged.every(([, res]) => res.statusCode === 400)).toBe(true);
  });
});

/**
 * An upload whose headers promise `declared` bytes, of which only the first 64 KiB are sent:
 * the answer, read while the rest is still owed.
 */
async function answerToPartialUpload(port: number, path: string, contentType: string, declared: number) {
  const socket = connect(port, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const boundary = 'skeppa-boundary';
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${contentType.replace('{boundary}', boundary)}`,
        `Content-Length: ${declared}`,
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n`,
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(64 * 1024, 0x20));
    let received = '';
    for await (const chunk of socket) {
      received += String(chunk);
      const end = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
      if (end >= 0 && received.length >= end + 4 + length) break;
    }
    const [head = '', body = ''] = received.split('\r\n\r\n');
    return { statusCode: Number(head.split(' ')[1]), body };
  } finally {
    socket.destroy();
  }
}

describe('an anonymous upload', () => {
  it('is answered 401 on its headers, while most of its body is still unsent', async () => {
    const served = await createTestApp();
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as { port: number };
      const uploads = [
        ['/api/contact/import?preview=1', 'application/octet-stream', 5 * 1024 * 1024],
        [
          '/api/consignment/upspaperless/1?documentType=invoice',
          'multipart/form-data; boundary={boundary}',
          9 * 1024 * 1024,
        ],
      ] as const;
      for (const [path, type, declared] of uploads) {
        const res = await answerToPartialUpload(port, path, type, declared);
        expect(notTheError(res, 401, 'auth.token_invalid')).toBeNull();
      }
    } finally {
      await served.close();
    }
  });
});

describe('a route that declares security', () => {
  type Hooks = Pick<FastifyInstance, 'authenticate' | 'authenticateNonDemo'>;
  /** Start-up of an app with the auth plugin and one route, its options chosen knowing the hooks. */
  const startWith = async (options: (app: Hooks) => Record<string, unknown>) => {
    const app = Fastify();
    await app.register(authPlugin, { tokens: new AccessTokens('a-secret-of-at-least-32-characters!!', 60) });
    await app.register(async (routes) => {
      routes.post('/thing', { ...options(routes), handler: async () => ({}) });
    });
    await app.close();
  };
  const schema = { security: [{ bearerAuth: [] }] };

  it('is refused at start-up unless it checks the token on the request, before any body is read', async () => {
    await expect(startWith(() => ({ schema }))).rejects.toThrow(/POST \/thing.*onRequest/);
    await expect(startWith((app) => ({ schema, preHandler: app.authenticateNonDemo }))).rejects.toThrow(
      /POST \/thing.*onRequest/,
    );
    await expect(
      startWith((app) => ({ schema, onRequest: [app.authenticateNonDemo] })),
    ).resolves.toBeUndefined();
    await expect(startWith((app) => ({ schema, onRequest: app.authenticate }))).resolves.toBeUndefined();
  });

  it('is the only kind that checks a token, so the document never calls a signed-in route public', async () => {
    await expect(startWith((app) => ({ onRequest: app.authenticate }))).rejects.toThrow(
      /POST \/thing.*security/,
    );
    await expect(startWith(() => ({}))).resolves.toBeUndefined();
  });
});
