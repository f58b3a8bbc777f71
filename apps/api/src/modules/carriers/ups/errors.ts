import type { CodedError } from '@skeppa/domain';
import type { UpsErrorMessage } from './client.ts';

/**
 * UPS's error codes (its published error list for Shipping, Void, Tracking, Locator and Pickup)
 * as our refusal codes; the description stays UPS's own text. A code not listed here falls to
 * its message's words, then to `carrier.refused`: the user still reads what UPS said.
 */
const BY_CODE: Record<string, string> = {
  // Account and authorisation.
  '120100': 'carrier.account_invalid',
  '120102': 'carrier.account_unauthorised',
  '250001': 'carrier.account_unauthorised',
  '250002': 'carrier.account_unauthorised',
  '250003': 'carrier.account_unauthorised',
  // Service not offered where asked.
  '111100': 'carrier.service_unavailable',
  '111210': 'carrier.service_unavailable',
  '111217': 'carrier.service_unavailable',
  '120121': 'carrier.product_unknown',
  // Addresses and postcodes.
  '120802': 'carrier.consignee.postcode_invalid',
  '120206': 'carrier.consignee.postcode_invalid',
  '120105': 'carrier.consignor.postcode_invalid',
  // Void after the goods were handed over.
  '190117': 'carrier.cancel_after_pickup',
  '190102': 'carrier.booking_unknown',
};

function byWords(message: string): string | null {
  const m = message.toLowerCase();
  const role = /ship ?to|consignee|destination/.test(m)
    ? 'consignee'
    : /shipper|ship ?from|origin/.test(m)
      ? 'consignor'
      : null;
  if (/postal|postcode|zip/.test(m) && role) return `carrier.${role}.postcode_invalid`;
  if (/service/.test(m) && /(unavailable|not available|invalid)/.test(m))
    return 'carrier.service_unavailable';
  if (/(shipper number|account).*(invalid|not authori[sz]ed)|not authori[sz]ed/.test(m))
    return 'carrier.account_unauthorised';
  return null;
}

export function upsRefusal(errors: UpsErrorMessage[], status: number): CodedError[] {
  if (errors.length === 0)
    return [
      {
        code: status === 403 ? 'carrier.account_unauthorised' : 'carrier.refused',
        description: `UPS answered ${status}`,
      },
    ];
  return errors.map((e) => ({
    code: BY_CODE[e.code] ?? byWords(e.message) ?? 'carrier.refused',
    description: e.code ? `${e.message} (UPS ${e.code})` : e.message,
  }));
}
