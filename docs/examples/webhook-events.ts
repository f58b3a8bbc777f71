// One example of each webhook event, as a receiver gets it, and the event catalogue of
// docs/integrations.md written from them and from the domain's payload schemas. The test
// apps/api/test/webhooks-docs.test.ts holds the examples to the schemas (every field there, none
// unknown) and the document to this catalogue; `UPDATE_DOCS=1` on that test rewrites it.
import {
  type Consignment,
  domainEventPayloadSchemas,
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
  webhookEventSchema,
} from '@skeppa/domain';
import { z } from 'zod';

type Example<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

const consignment: Consignment = {
  consignmentId: 4711,
  consignmentNo: '1000000016',
  orderNo: '1000231',
  owner: 10001,
  templateName: 'dhl_freight_paket',
  senderOrderRef: 'PO-88120',
  parts: [
    {
      id: 1,
      role: 'consignor',
      account: '',
      address: {
        id: null,
        name: 'Nordisk Verktyg AB',
        address: ['Hamngatan 1', ''],
        postcode: '11122',
        city: 'Stockholm',
        state: '',
        countrycode: 'SE',
      },
      reference: { reference: 'Lager 2' },
      communication: {
        contactPerson: 'Eva Berg',
        phone: '081234567',
        mobile: { value: '0701234567', notify: false },
        email: { value: 'lager@nordiskverktyg.se', notify: false },
      },
    },
    {
      id: 2,
      role: 'consignee',
      account: '',
      address: {
        id: null,
        name: 'Mottagare AB',
        address: ['Avenyn 2', ''],
        postcode: '41101',
        city: 'Göteborg',
        state: '',
        countrycode: 'SE',
      },
      reference: { reference: '', customerNo: '' },
      communication: {
        contactPerson: 'Örjan Lind',
        phone: '0311234567',
        mobile: { value: '0709876543', notify: true },
        email: { value: 'inleverans@mottagare.se', notify: true },
      },
    },
  ],
  goodsItem: [
    {
      id: 'a1b2c3',
      tag: 'parcel',
      packageType: 'parcel',
      goodsType: 'Handverktyg i stål',
      noOfPackages: 2,
      weight: 10,
      length: 40,
      width: 30,
      height: 20,
      volume: 0.048,
      loadingMetres: 0.1,
      isStackable: true,
      readOnly: false,
      isReadOnly: false,
    },
  ],
  transportProduct: {
    code: '',
    templateName: 'dhl_freight_paket',
    pickup: {
      date: '2026-11-25',
      earliest: '2026-11-25T09:00:00+01:00',
      latest: '2026-11-25T16:00:00+01:00',
      instruction: [],
    },
    delivery: { instruction: [] },
    tod: { combiterm: '', location: '', countrycode: '', notes: '' },
    serviceOption: [],
    servicePoint: null,
    errors: [],
  },
  insuranceDisabled: false,
  insuranceGoodsValue: null,
  errors: [],
};

/** The events as they are written, before their schemas put the fields in order. */
const RAW: { [T in WebhookEventType]: Example<T> } = {
  'order.booked': {
    id: '0f8e6c1a-5b7d-4c3e-9a21-6d4b8e2f1a90',
    type: 'order.booked',
    created: '2026-11-23T10:00:00.000Z',
    data: {
      orderNo: '1000231',
      customerId: 10001,
      consignmentId: 4711,
      consignmentNo: '1000000016',
      supplierId: 116,
      carrier: 'DHL Freight',
      bookedAt: '2026-11-23T10:00:00.000Z',
      consignment,
      carrierAccount: '4410231',
      transitDays: { min: 1, max: 2 },
      trackingUrl:
        'https://www.dhl.com/se-sv/home/tracking/tracking-freight.html?tracking-id={consignmentNo}',
      charges: {
        currency: 'SEK',
        lines: [
          { code: 'freight', amount: 170.45 },
          { code: 'fuel', percent: 14.5, amount: 24.72 },
          { code: 'pickup', amount: 45 },
        ],
      },
    },
  },
  'order.cancelled': {
    id: '5c2d9e47-8a1b-4f6c-b3d2-1e7a9c4f5b08',
    type: 'order.cancelled',
    created: '2026-11-23T14:12:05.318Z',
    data: {
      orderNo: '1000231',
      customerId: 10001,
      consignmentNo: '1000000016',
      cancelledAt: '2026-11-23T14:12:05.318Z',
    },
  },
  'shipment.status_changed': {
    id: 'b7a41f32-0c9d-4e8b-a6f5-3d2c1b0a9e87',
    type: 'shipment.status_changed',
    created: '2026-11-25T13:40:11.902Z',
    data: {
      orderNo: '1000231',
      customerId: 10001,
      consignmentNo: '1000000016',
      supplierId: 116,
      status: 'pickup',
      previousStatus: 'confirmed',
      event: {
        at: '2026-11-25T14:31:00+01:00',
        place: { city: 'Stockholm', countryCode: 'SE' },
        carrierCode: 'PU',
        carrierText: 'Sändningen är upphämtad',
        status: 'pickup',
        cause: null,
      },
      expectedDelivery: '2026-11-26',
    },
  },
  'bill.issued': {
    id: 'e3f0a8b6-4d1c-4a7e-8b59-2c6d0e1f7a34',
    type: 'bill.issued',
    created: '2026-12-01T01:00:02.117Z',
    data: {
      billId: 318,
      type: 'invoice',
      invoiceNo: '100318',
      billDate: '2026-12-01',
      dueDate: '2026-12-31',
      total: 1256.46,
      customerId: 10001,
    },
  },
  'bill.paid': {
    id: '91c5d7e2-6b3a-4f08-9d1e-7a2b4c6e8f10',
    type: 'bill.paid',
    created: '2026-12-18T06:15:40.560Z',
    data: { billId: 318, invoiceNo: '100318', paidDate: '2026-12-17', customerId: 10001 },
  },
  'complaint.answered': {
    id: '2a6b8c0d-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
    type: 'complaint.answered',
    created: '2026-12-03T09:05:27.004Z',
    data: {
      complaintId: 57,
      customerId: 10001,
      supplierId: 116,
      identifier: '1000000016',
      answeredAt: '2026-12-03T09:05:27.004Z',
    },
  },
};

/** Each event as a receiver gets it: read through the schema, fields in its order. */
export const WEBHOOK_EVENT_EXAMPLES = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [type, webhookEventSchema.parse(RAW[type])]),
) as { [T in WebhookEventType]: Example<T> };

/** The examples as written, for the test that nothing in them is unknown to the schema. */
export const RAW_WEBHOOK_EVENT_EXAMPLES = RAW;

const WHEN: Record<WebhookEventType, string> = {
  'order.booked':
    'A shipment was booked with the carrier (on the web, through the API or settled by the booking reconciler). `data.consignment` is the consignment as booked; `charges` what the booking costs, net of VAT.',
  'order.cancelled': 'A booked shipment was cancelled before pickup.',
  'shipment.status_changed':
    'A carrier event moved a booked shipment to another status: one event per move, in the order they happened. `event` is the carrier event that moved it; `cause` is set on exceptions only.',
  'bill.issued':
    'The monthly invoice run made an invoice or a credit note (`type`); `total` is SEK with VAT, negative for a credit note.',
  'bill.paid': 'A bill was settled in full, by a payment read from the bank or by a credit note.',
  'complaint.answered': "An administrator recorded the carrier's answer to a complaint.",
};

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
};

/** A field's type in a word or two, as the JSON Schema of its zod schema says it. */
function typeName(s: JsonSchema): string {
  if (s.anyOf) return s.anyOf.map(typeName).join(' or ');
  if (s.enum) return s.enum.map((v) => `\`${String(v)}\``).join(', ');
  if (s.type === 'array') return `array of ${s.items ? typeName(s.items) : 'values'}`;
  if (s.format === 'date-time' || s.format === 'date') return `${s.format} string`;
  return Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'value');
}

/** The fields of an event's `data`: names and types from the payload's schema. */
function fields(type: WebhookEventType): string {
  const schema = z.toJSONSchema(domainEventPayloadSchemas[type], {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, s]) => `\`${name}\` (${typeName(s)}${required.has(name) ? '' : ', optional'})`)
    .join(', ');
}

/** The catalogue section of docs/integrations.md. */
export function eventCatalogue(): string {
  return WEBHOOK_EVENT_TYPES.map((type) =>
    [
      `### \`${type}\``,
      '',
      WHEN[type],
      '',
      `Fields of \`data\`: ${fields(type)}.`,
      '',
      '```json',
      JSON.stringify(WEBHOOK_EVENT_EXAMPLES[type], null, 2),
      '```',
    ].join('\n'),
  ).join('\n\n');
}
