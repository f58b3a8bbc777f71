import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customsInvoiceCopies,
  customsInvoiceRequired,
  EU_MEMBER_STATES,
  isInEu,
} from './customs-required.ts';

describe('customsInvoiceRequired', () => {
  it('asks for an invoice when goods leave the EU from Sweden', () => {
    expect(customsInvoiceRequired('SE', 'NO')).toBe(true);
    expect(customsInvoiceRequired('SE', 'US')).toBe(true);
    expect(customsInvoiceRequired('SE', 'GB')).toBe(true);
    expect(customsInvoiceRequired('SE', 'CH')).toBe(true);
    expect(customsInvoiceRequired('se', 'no')).toBe(true);
  });

  it('needs none inside the EU or inside one country', () => {
    expect(customsInvoiceRequired('SE', 'DE')).toBe(false);
    expect(customsInvoiceRequired('SE', 'FI')).toBe(false);
    expect(customsInvoiceRequired('SE', 'SE')).toBe(false);
    expect(customsInvoiceRequired('NO', 'NO')).toBe(false);
  });

  it('needs one for goods brought into the EU', () => {
    expect(customsInvoiceRequired('NO', 'SE')).toBe(true);
  });

  it('is needed exactly when one end is in the EU and the other is not', () => {
    const member = fc.constantFrom(...EU_MEMBER_STATES);
    const outside = fc.constantFrom('NO', 'US', 'GB', 'CH', 'CN', 'IS', 'TR');
    fc.assert(
      fc.property(member, member, outside, (a, b, o) => {
        expect(customsInvoiceRequired(a, b)).toBe(false);
        expect(customsInvoiceRequired(a, o)).toBe(true);
        expect(customsInvoiceRequired(o, a)).toBe(true);
      }),
    );
  });

  it('knows the 27 member states', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(isInEu('GB')).toBe(false);
  });
});

describe('customsInvoiceCopies', () => {
  it('prints three paper copies, none when the invoice went paperless', () => {
    expect(customsInvoiceCopies(false)).toBe(3);
    expect(customsInvoiceCopies(true)).toBe(0);
  });
});
