import { describe, expect, it } from 'vitest';
import { emptyLoginForm, missingLoginFields, toCredentials } from './login-form';

describe('login form', () => {
  it('asks for both fields when nothing is typed, and for none once both are', () => {
    expect(missingLoginFields(emptyLoginForm())).toEqual({ username: true, password: true });
    expect(missingLoginFields({ username: 'a@b.se', password: 'pw' })).toEqual({});
  });

  it('takes spaces alone for an empty field', () => {
    expect(missingLoginFields({ username: '   ', password: ' ' })).toEqual({
      username: true,
      password: true,
    });
  });

  it('sends the username trimmed and the password exactly as typed', () => {
    expect(toCredentials({ username: ' user@skeppa.test ', password: ' pw ' })).toEqual({
      username: 'user@skeppa.test',
      password: ' pw ',
    });
  });
});
