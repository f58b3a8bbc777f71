import { describe, expect, it } from 'vitest';
import { complaintQuery, NO_FILTERS } from './filters';

describe('complaintQuery', () => {
  it('sends only what is set, and a search of at least three characters', () => {
    expect(complaintQuery(NO_FILTERS)).toEqual({});
    expect(complaintQuery({ ...NO_FILTERS, search: ' ab ' })).toEqual({});
    expect(complaintQuery({ ...NO_FILTERS, search: ' pall ', status: 'sent' })).toEqual({
      search: 'pall',
      status: 'sent',
    });
  });

  it('leaves out a last day before the first', () => {
    expect(complaintQuery({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(complaintQuery({ ...NO_FILTERS, from: '2026-11-30', to: '2026-11-01' })).toEqual({
      from: '2026-11-30',
    });
  });
});
