import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { consignment } from './helpers/consignments.ts';
import { deeplyNested } from './helpers/openapi-fuzz.ts';
import { fullConsignment } from './helpers/shipments.ts';

let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

/** The documented error body with exactly these codes. */
function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: unknown; errors: { code: string; description: unknown }[] };
  expect(typeof body.message).toBe('string');
  expect(body.errors.every((e) => typeof e.description === 'string')).toBe(true);
  expect(errorCodes(res)).toContain(code);
}

describe('the null character', () => {
  it('is refused in a path, a query and a body, without signing in too', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/content/key/a%00b' }),
      400,
      'validation.failed',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/postcode/SE/%00' }), 400, 'validation.failed');
    const signin = JSON.stringify({ username: 'user@skeppa.test\u0000', password: 'skeppa-user' });
    expectError(await json('POST', '/api/auth/signin', signin), 400, 'validation.failed');
    const view = JSON.stringify({ path: '/start', title: 'a\u0000' });
    expectError(await json('POST', '/api/analytics/pageview', view), 400, 'validation.failed');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/freightservice/dhl%00',
      headers: user.headers,
    });
    expectError(res, 400, 'validation.failed');
    for (const list of ['customer', 'export']) {
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/contact/${list}/${user.id}?search=a%00b`,
        headers: user.headers,
      });
      expectError(search, 400, 'validation.failed');
    }
  });

  it('is refused in the name of a field that takes any name, and the answer names where', async () => {
    const c = fullConsignment();
    c.transportProduct.serviceOption = [{ type: 'cod', 'am\u0000ount': '100' }];
    const res = await json('POST', '/api/consignment/?temp=1', JSON.stringify(c), user.headers);
    expectError(res, 400, 'validation.failed');
    expect(res.json().errors).toContainEqual({
      code: 'validation.failed',
      description: 'body/transportProduct/serviceOption/0/am\ufffdount: must not contain the null character',
    });
  });
});

describe('integers past PostgreSQL integer', () => {
  it('are refused in ids and settings, and the largest integer is still an id', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/content/2147483648' }),
      400,
      'validation.failed',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/content/2147483647' }),
      404,
      'content.not_found',
    );
    const setting = JSON.stringify({ setting: 'primaryContactId', value: 2 ** 31 });
    expectError(
      await json('PUT', '/api/customer/setting/10002', setting, user.headers),
      400,
      'validation.failed',
    );
    const carriers = JSON.stringify([
      { code: 2 ** 31, name: 'x', logoName: 'x', priceSupplier: 1, active: true },
    ]);
    expectError(
      await json('PUT', '/api/customer/carriers/10002', carriers, user.headers),
      400,
      'validation.failed',
    );
  });
});

describe('errors the router raises', () => {
  it('answer bad percent-encoding with 400 and over-long parameters with 414, in the documented body', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/content/%E0%A4%A' }),
      400,
      'request.invalid_url',
    );
    const long = await t.app.inject({ method: 'GET', url: `/api/content/key/${'k'.repeat(150)}` });
    expectError(long, 414, 'request.uri_too_long');
  });

  it('answer an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415, 'request.unsupported_media_type');
  });

  it('answer a text body on a JSON route with 415, signed in or not', async () => {
    const text = { 'content-type': 'text/plain' };
    const signin = JSON.stringify({ username: USERS.user.email, password: USERS.user.password });
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: signin, headers: text }),
      415,
      'request.unsupported_media_type',
    );
    const contact = JSON.stringify({ company: 'Text AB', address1: 'Gatan 1', city: 'Göteborg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact,
      headers: { ...user.headers, ...text },
    });
    expectError(res, 415, 'request.unsupported_media_type');
  });
});

/** The raw answer to raw bytes sent to a listening app: status line, headers and body. */
async function rawAnswer(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(request);
  let received = '';
  for await (const chunk of socket) received += String(chunk);
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { statusCode: Number(head.split(' ')[1]), head, json: () => JSON.parse(body) as unknown };
}

describe('requests Node refuses before a route', () => {
  it('answer headers over 16 KiB with 431 in the documented body', async () => {
    const served = await createTestApp();
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as { port: number };
      const cookie = `Cookie: c=${'x'.repeat(20_000)}\r\n`;
      const res = await rawAnswer(port, `GET /api/health/live HTTP/1.1\r\nHost: a\r\n${cookie}\r\n`);
      expectError(res, 431, 'request.headers_too_large');
      expect(res.head).toMatch(/content-type: application\/json/i);
      const garbage = await rawAnswer(port, 'NOT HTTP AT ALL\r\n\r\n');
      expectError(garbage, 400, 'request.invalid');
    } finally {
      await served.close();
    }
  });
});

describe('bodies', () => {
  it('of the small public routes stop at a few kilobytes', async () => {
    const big = JSON.stringify({ username: 'user@skeppa.test', password: 'p'.repeat(9000) });
    expectError(await json('POST', '/api/auth/signin', big), 413, 'request.too_large');
    const view = JSON.stringify({ path: '/start', title: 't'.repeat(9000) });
    expectError(await json('POST', '/api/analytics/pageview', view), 413, 'request.too_large');
    const refresh = JSON.stringify({ refreshToken: 'r'.repeat(9000) });
    expectError(await json('POST', '/api/auth/refreshtoken', refresh), 413, 'request.too_large');
  });

  it('nested too deeply are refused before they are parsed', async () => {
    const deep = `{"path":"/start","title":${'['.repeat(40)}${']'.repeat(40)}}`;
    expectError(await json('POST', '/api/analytics/pageview', deep), 400, 'request.too_deep');
    // Brackets inside a string are text, not nesting.
    const quoted = JSON.stringify({ path: '['.repeat(100), title: '' });
    expect((await json('POST', '/api/analytics/pageview', quoted)).statusCode).toBe(204);
  });

  it('of a signed-in route are not read at all without a valid token', async () => {
    const almostMegabyte = deeplyNested(0.99 * 1024 * 1024);
    expectError(await json('POST', '/api/consignment/price', almostMegabyte), 401, 'auth.token_invalid');
    expectError(await json('POST', '/api/consignment/price', '{"broken'), 401, 'auth.token_invalid');
    const withToken = await json('POST', '/api/consignment/price', almostMegabyte, user.headers);
    expectError(withToken, 400, 'request.too_deep');
  });
});

describe('the Bearer scheme', () => {
  it('is read whatever its case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/customer/10002',
        headers: { authorization: `${scheme} ${user.accessToken}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
  });
});

describe('postcodes in pricing and the freight-service filter', () => {
  it('refuse a Swedish sender postcode that is not one, as they refuse such a recipient postcode', async () => {
    for (const parties of [{ from: ['SE', '1234'] }, { to: ['SE', '1234'] }] as const) {
      const c = consignment(parties as { from?: [string, string]; to?: [string, string] });
      const price = await json('POST', '/api/consignment/price', JSON.stringify([c]), user.headers);
      const filter = await json(
        'POST',
        '/api/freightservice/filter',
        JSON.stringify({ consignment: c }),
        user.headers,
      );
      expectError(price, 400, 'validation.failed');
      expectError(filter, 400, 'validation.failed');
      expect(price.json().errors[0].description).toContain('postcode');
      expect(filter.json().errors[0].description).toContain('postcode');
    }
  });
});

describe('HTTP headers', () => {
  it('keep answers with personal data and tokens out of every cache', async () => {
    const signin = await json(
      'POST',
      '/api/auth/signin',
      JSON.stringify({ username: USERS.user.email, password: USERS.user.password }),
    );
    expect(signin.headers['cache-control']).toBe('no-store');
    const customer = await t.app.inject({ method: 'GET', url: '/api/customer/10002', headers: user.headers });
    expect(customer.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/customer/10002' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('forbid framing in both headers, and send HSTS only when configured for HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ hsts: true });
    try {
      const secure = await https.app.inject({ method: 'GET', url: '/api/config' });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});
