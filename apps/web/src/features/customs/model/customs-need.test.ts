import { describe, expect, it } from 'vitest';
import { customsNeed } from './customs-need';

describe('customsNeed', () => {
  it('says the goods leave the EU when the exporter is in it', () => {
    expect(customsNeed(true, 'SE')).toBe('leavesEu');
    expect(customsNeed(true, 'de')).toBe('leavesEu');
  });

  it('says the goods come into the EU when the exporter is outside it', () => {
    expect(customsNeed(true, 'NO')).toBe('entersEu');
    expect(customsNeed(true, 'US')).toBe('entersEu');
  });

  it('takes an exporter with no country yet as one in Sweden', () => {
    expect(customsNeed(true, '')).toBe('leavesEu');
  });

  it('calls the invoice optional whenever the server says customs do not need one', () => {
    expect(customsNeed(false, 'SE')).toBe('optional');
    expect(customsNeed(false, 'NO')).toBe('optional');
  });
});
