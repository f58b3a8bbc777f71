import { describe, expect, it } from 'vitest';
import { emptyTestMail, toTestMailRequest, validateTestMail } from './test-mail';

describe('a test mail', () => {
  it('needs an address that is one', () => {
    expect(validateTestMail(emptyTestMail('sv'))).toBe('required');
    expect(validateTestMail({ to: 'inte en adress', language: 'sv' })).toBe('email');
    expect(validateTestMail({ to: ' prov@example.se ', language: 'en' })).toBeNull();
  });

  it('is sent trimmed, in the chosen language', () => {
    expect(toTestMailRequest({ to: ' prov@example.se ', language: 'en' })).toEqual({
      to: 'prov@example.se',
      language: 'en',
    });
  });
});
