import type { AuditEntry } from '@skeppa/domain';

/** An entry as GET /audit answers it: Erik made a contact from the office's address. */
export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-23T09:15:00.000Z',
    actor: { customerId: 7, name: 'Erik Johansson', apiKeyId: null, address: '192.0.2.10' },
    action: 'contact.created',
    object: { type: 'contact', id: '41', label: 'Lagerhuset AB' },
    changes: { city: { from: null, to: 'Stockholm' }, locked: { from: null, to: false } },
    ...overrides,
  };
}

/** A booking through an API key, a failed sign-in and a contact changed, newest first. */
export const THREE_ENTRIES: AuditEntry[] = [
  makeEntry({
    id: 3,
    at: '2026-11-23T11:00:00.000Z',
    actor: { customerId: 10001, name: 'Anna Admin', apiKeyId: 5, address: '198.51.100.20' },
    action: 'order.booked',
    object: { type: 'order', id: '2611-0042', label: 'Mottagare AB, Göteborg' },
    changes: { consignmentNo: { from: null, to: '1000000016' }, carrier: { from: null, to: 'DHL Freight' } },
  }),
  makeEntry({
    id: 2,
    at: '2026-11-23T10:00:00.000Z',
    actor: { customerId: null, name: 'erik@lager.se', apiKeyId: null, address: '203.0.113.9' },
    action: 'auth.sign_in_failed',
    object: { type: 'customer', id: '7', label: 'erik@lager.se' },
    changes: {},
  }),
  makeEntry({
    id: 1,
    action: 'contact.changed',
    changes: {
      city: { from: 'Stockholm', to: 'Solna' },
      locked: { from: false, to: true },
      phone: { from: '', to: '08-123 45' },
      mobile: { from: null, to: '070-123 45 67' },
      email: { from: 'eva@lager.se', to: 'eva.berg@lager.se' },
    },
  }),
];
