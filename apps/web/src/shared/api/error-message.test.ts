import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';

const t = i18n.getFixedT('sv');
const generic = t('errors.generic');

describe('errorMessage', () => {
  it('translates known codes', () => {
    const error = new ApiError(429, {
      message: 'Too many',
      errors: [{ code: 'auth.too_many_attempts', description: '' }],
    });
    expect(errorMessage(t, error)).toBe(t('errors.codes.auth.too_many_attempts'));
  });

  it("falls back to the response's message, then the error's, then the error as text", () => {
    expect(
      errorMessage(
        t,
        new ApiError(400, { message: 'Ogiltigt', errors: [{ code: 'new.code', description: '' }] }),
      ),
    ).toBe('Ogiltigt');
    expect(errorMessage(t, new Error('Trasigt'))).toBe('Trasigt');
    expect(errorMessage(t, 'Något hände')).toBe('Något hände');
  });

  it('uses the generic text when there is nothing usable', () => {
    expect(errorMessage(t, new ApiError(502, null))).toBe(generic);
    expect(errorMessage(t, new Error('value is undefined'))).toBe(generic);
    expect(errorMessage(t, undefined)).toBe(generic);
    expect(errorMessage(t, { odd: true })).toBe(generic);
  });

  it('translates a consignment error by its code, else shows its description', () => {
    expect(errorMessage(t, { code: 'pricing.no_products', description: 'No products' })).toBe(
      t('errors.codes.pricing.no_products'),
    );
    expect(errorMessage(t, { code: 'carrier.said', description: 'Vägen är avstängd' })).toBe(
      'Vägen är avstängd',
    );
    expect(errorMessage(t, { code: 'carrier.said', description: 'undefined' })).toBe(generic);
  });
});
