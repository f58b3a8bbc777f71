import { describe, expect, it } from 'vitest';
import {
  emptyCarrierMessage,
  toCarrierMessageRequest,
  toNewsletterRequest,
  validateCarrierMessage,
} from './carrier-message';

describe('a carrier message', () => {
  it('needs a message and the consent; the shipment number is optional', () => {
    expect(validateCarrierMessage(emptyCarrierMessage())).toEqual({
      message: 'required',
      consent: 'required',
    });
    expect(validateCarrierMessage({ shipmentNo: '', message: '   ', consent: true })).toEqual({
      message: 'required',
    });
    expect(validateCarrierMessage({ shipmentNo: '', message: 'Hej', consent: true })).toEqual({});
  });

  it('bounds the message and the shipment number', () => {
    expect(
      validateCarrierMessage({ shipmentNo: 'x'.repeat(36), message: 'x'.repeat(10_001), consent: true }),
    ).toEqual({ shipmentNo: 'tooLong', message: 'tooLong' });
    expect(
      validateCarrierMessage({ shipmentNo: 'x'.repeat(35), message: 'x'.repeat(10_000), consent: true }),
    ).toEqual({});
  });

  it('is sent as the carrier, the trimmed texts and the consent, with no addresses', () => {
    expect(toCarrierMessageRequest(116, { shipmentNo: ' SKP1 ', message: ' Hej \n', consent: true })).toEqual(
      {
        supplierId: 116,
        shipmentNo: 'SKP1',
        content: 'Hej',
        consent: true,
      },
    );
    expect(toNewsletterRequest(225, true)).toEqual({ supplierId: 225, consent: true });
  });
});
