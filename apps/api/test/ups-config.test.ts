import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';

// UPS books live with all of its variables or none: half of them is refused at start, by name.

const UPS = { UPS_CLIENT_ID: 'client', UPS_CLIENT_SECRET: 'secret', UPS_ACCOUNT_NUMBER: 'a1b2c3' };

describe('the UPS variables', () => {
  it('absent: UPS books in the sandbox', () => {
    expect(loadConfig({}).carriers.ups).toBeNull();
  });

  it('all given: UPS live on its test environment unless told otherwise, the shipper number in capitals', () => {
    expect(loadConfig(UPS).carriers.ups).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      accountNumber: 'A1B2C3',
      apiBase: 'https://wwwcie.ups.com',
      timeoutMs: 8_000,
    });
    const production = loadConfig({
      ...UPS,
      UPS_API_BASE: 'https://onlinetools.ups.com/',
      UPS_TIMEOUT_MS: '3000',
    });
    expect(production.carriers.ups).toMatchObject({
      apiBase: 'https://onlinetools.ups.com',
      timeoutMs: 3_000,
    });
  });

  it.each([
    [{ UPS_CLIENT_ID: 'client', UPS_CLIENT_SECRET: 'secret' }, 'UPS_ACCOUNT_NUMBER: missing'],
    [{ UPS_ACCOUNT_NUMBER: 'A1B2C3' }, 'UPS_CLIENT_ID: missing'],
    [{ UPS_API_BASE: 'https://onlinetools.ups.com' }, 'UPS_CLIENT_SECRET: missing'],
    [{ ...UPS, UPS_ACCOUNT_NUMBER: '12345' }, 'UPS_ACCOUNT_NUMBER: the UPS shipper number'],
    [{ ...UPS, UPS_API_BASE: 'https://wwwcie.ups.com/api' }, 'UPS_API_BASE: a host'],
  ])('refuses %j: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never names the secret in its refusal', () => {
    const env = { UPS_CLIENT_ID: 'client', UPS_CLIENT_SECRET: 'very-secret-value' };
    expect(() => loadConfig(env)).toThrow(/UPS_ACCOUNT_NUMBER/);
    try {
      loadConfig(env);
    } catch (err) {
      expect(String(err)).not.toContain('very-secret-value');
    }
  });
});
