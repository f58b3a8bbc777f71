import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

describe('TRUST_PROXY', () => {
  const parse = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('defaults to loopback and reads booleans, hop counts and lists of addresses and ranges', () => {
    expect(parse()).toBe('loopback');
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.5')).toBe('10.0.0.5');
    expect(parse(' 10.0.0.0/8, loopback ,fd00::/8 ')).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8']);
  });

  it('refuses what is not an address, a range or a keyword, naming the variable', () => {
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'loopback,', '']) {
      expect(() => parse(bad)).toThrow(ConfigError);
      expect(() => parse(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

/** The address every per-address limit counts by comes from the trusted proxy's header. */
describe('client address behind a configured load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: '10.0.0.5',
      loginThrottle: { maxPerUsernameAndAddress: 5, maxPerAddress: 2, windowSeconds: 900 },
    });
  });
  afterAll(() => t.close());

  const signin = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'nobody@skeppa.test', password: 'wrong' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('tells the clients behind the balancer apart', async () => {
    expect((await signin('10.0.0.5', '203.0.113.7')).statusCode).toBe(401);
    expect((await signin('10.0.0.5', '203.0.113.7')).statusCode).toBe(401);
    expect((await signin('10.0.0.5', '203.0.113.7')).statusCode).toBe(429);
    expect((await signin('10.0.0.5', '203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores the header from anyone who is not the balancer', async () => {
    expect((await signin('198.51.100.1', '203.0.113.20')).statusCode).toBe(401);
    expect((await signin('198.51.100.1', '203.0.113.21')).statusCode).toBe(401);
    expect((await signin('198.51.100.1', '203.0.113.22')).statusCode).toBe(429);
  });
});
