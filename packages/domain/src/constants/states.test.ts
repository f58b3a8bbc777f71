import { describe, expect, it } from 'vitest';
import { STATES, statesOf } from './states.ts';

describe('states', () => {
  it('exist for the US, Canada and Ireland only', () => {
    expect(Object.keys(STATES).sort()).toEqual(['CA', 'IE', 'US']);
    expect(statesOf('SE')).toBeUndefined();
    expect(statesOf('us')).toBe(STATES.US);
  });

  it('hold the expected lists', () => {
    expect(statesOf('US')).toHaveLength(52);
    expect(statesOf('CA')).toHaveLength(13);
    expect(statesOf('IE')).toHaveLength(26);
    expect(statesOf('US')).toContainEqual({ code: 'NY', name: 'New York' });
    expect(statesOf('CA')).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(statesOf('IE')).toContainEqual({ code: 'D', name: 'Dublin' });
  });

  it('have unique codes and names in every list', () => {
    for (const list of Object.values(STATES)) {
      expect(new Set(list.map((s) => s.code)).size).toBe(list.length);
      expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
      for (const s of list) expect(s.code).toMatch(/^[A-Z]{1,2}$/);
    }
  });
});
