import { EXCEPTION_CAUSES, TRACKING_STATUSES } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import sv from '../locales/sv.json';

describe('status texts', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s: name every tracking status and every exception cause', (_, texts) => {
    expect(Object.keys(texts.status).sort()).toEqual([...TRACKING_STATUSES].sort());
    expect(Object.keys(texts.exceptionCause).sort()).toEqual([...EXCEPTION_CAUSES].sort());
    expect(Object.keys(texts.tracking.cause).sort()).toEqual([...EXCEPTION_CAUSES].sort());
  });

  it('keep SPEC’s labels for the shown statuses', () => {
    expect(en.status.inTransit).toBe('In transit');
    expect(en.status.none).toBe('No status');
    expect(sv.status.delivered).toBe('Levererad');
  });
});
