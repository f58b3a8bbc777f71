import { describe, expect, it } from 'vitest';
import { accessOf, noScopes, scopesOf } from './scopes';

describe('a key’s scopes in the form and the table', () => {
  it('asks none, read or write per area and sends the scopes chosen', () => {
    expect(scopesOf(noScopes())).toEqual([]);
    expect(scopesOf({ ...noScopes(), book: 'write', tracking: 'read' })).toEqual([
      'book:write',
      'tracking:read',
    ]);
  });

  it('shows one access per area, write over read', () => {
    expect(accessOf(['book:read', 'book:write', 'bills:read'])).toEqual([
      { area: 'book', access: 'write' },
      { area: 'bills', access: 'read' },
    ]);
  });
});
