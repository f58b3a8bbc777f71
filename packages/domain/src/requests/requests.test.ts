import { describe, expect, it } from 'vitest';
import { newConsignment } from '../entities/consignment.ts';
import { billOrderListQuerySchema } from './bill.ts';
import { checkedQuerySchema, dateRangeQuerySchema, idListSchema, idParamsSchema } from './common.ts';
import { complaintCreateRequestSchema } from './complaint.ts';
import {
  consignmentPrintQuerySchema,
  consignmentSaveQuerySchema,
  consignmentUpdateRequestSchema,
} from './consignment.ts';
import { contactCreateRequestSchema, contactUpdateRequestSchema } from './contact.ts';
import { emailQuerySchema, emailRequestSchema } from './email.ts';
import { newsViewedQuerySchema } from './news.ts';
import { orderBulkDeleteRequestSchema, orderCreateRequestSchema, orderListQuerySchema } from './order.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('common pieces', () => {
  it('take 0 or 1 for a flag and give a boolean', () => {
    expect(checkedQuerySchema.parse({ checked: '1' })).toEqual({ checked: true });
    expect(checkedQuerySchema.parse({ checked: '0' })).toEqual({ checked: false });
    expect(ok(checkedQuerySchema, { checked: 'true' })).toBe(false);
    expect(ok(checkedQuerySchema, {})).toBe(false);
  });

  it('bound id lists and take positive ids only', () => {
    expect(ok(idListSchema, [1, 2, 3])).toBe(true);
    expect(ok(idListSchema, [])).toBe(false);
    expect(ok(idListSchema, [0])).toBe(false);
    expect(ok(idListSchema, [1.5])).toBe(false);
    expect(
      ok(
        idListSchema,
        Array.from({ length: 501 }, (_, i) => i + 1),
      ),
    ).toBe(false);
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(ok(idParamsSchema, { id: '-1' })).toBe(false);
  });

  it('take ISO dates in order', () => {
    expect(ok(dateRangeQuerySchema, {})).toBe(true);
    expect(ok(dateRangeQuerySchema, { from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(ok(dateRangeQuerySchema, { from: '2026-02-01', to: '2026-01-31' })).toBe(false);
    expect(ok(dateRangeQuerySchema, { from: '1/2/2026' })).toBe(false);
  });
});

describe('consignment requests', () => {
  it('save temporary or not, update only with an id, print PDF unless told', () => {
    expect(consignmentSaveQuerySchema.parse({})).toEqual({ temp: false });
    expect(consignmentSaveQuerySchema.parse({ temp: '1' })).toEqual({ temp: true });
    expect(ok(consignmentUpdateRequestSchema, newConsignment())).toBe(false);
    expect(ok(consignmentUpdateRequestSchema, { ...newConsignment(), consignmentId: 5 })).toBe(true);
    expect(consignmentPrintQuerySchema.parse({})).toEqual({});
    expect(consignmentPrintQuerySchema.parse({ format: 'ZPL' })).toEqual({ format: 'ZPL' });
    expect(ok(consignmentPrintQuerySchema, { format: 'DOCX' })).toBe(false);
  });
});

describe('order requests', () => {
  it('need a goods value of 1,000–1,000,000 when insured', () => {
    expect(orderCreateRequestSchema.parse({}).consigneeType).toBe('company');
    expect(ok(orderCreateRequestSchema, { insured: true })).toBe(false);
    expect(ok(orderCreateRequestSchema, { insured: true, goodsValue: 999 })).toBe(false);
    expect(ok(orderCreateRequestSchema, { insured: true, goodsValue: 5000 })).toBe(true);
    expect(ok(orderCreateRequestSchema, { insured: false, goodsValue: 5 })).toBe(true);
  });

  it('list by booked flag and dates, delete by order numbers', () => {
    expect(orderListQuerySchema.parse({ booked: '0', from: '2026-05-01' })).toEqual({
      booked: false,
      from: '2026-05-01',
      page: 1,
      pageSize: 25,
      sort: 'datePlaced',
      order: 'desc',
      search: '',
    });
    expect(ok(orderListQuerySchema, { booked: '2' })).toBe(false);
    expect(ok(orderListQuerySchema, { pageSize: '7' })).toBe(false);
    expect(ok(orderListQuerySchema, { sort: 'password' })).toBe(false);
    expect(orderListQuerySchema.parse({ sort: 'receiver', order: 'asc', page: '3' })).toMatchObject({
      sort: 'receiver',
      order: 'asc',
      page: 3,
    });
    expect(ok(orderBulkDeleteRequestSchema, ['ABCDEFGHIJKLMNOP', '1000234'])).toBe(true);
    expect(ok(orderBulkDeleteRequestSchema, ['../etc'])).toBe(false);
  });
});

describe('contact requests', () => {
  const place = { company: 'Lager AB', address1: 'Hamngatan 1', city: 'Stockholm', postcode: '113 51' };

  it('store the postcode without its space and default to Sweden', () => {
    const parsed = contactCreateRequestSchema.parse(place);
    expect(parsed.country).toBe('SE');
    expect(parsed.postcode).toBe('11351');
  });

  it('check the postcode against the country, the country, the e-mail and the name', () => {
    expect(ok(contactCreateRequestSchema, { ...place, postcode: '01234' })).toBe(false);
    expect(ok(contactCreateRequestSchema, { ...place, postcode: '01234', country: 'DE' })).toBe(true);
    expect(ok(contactCreateRequestSchema, { ...place, country: 'XX' })).toBe(false);
    expect(ok(contactCreateRequestSchema, { ...place, email: 'not-an-address' })).toBe(false);
    expect(ok(contactCreateRequestSchema, { ...place, email: '' })).toBe(true);
    expect(ok(contactCreateRequestSchema, { ...place, company: '' })).toBe(false);
    expect(ok(contactCreateRequestSchema, { ...place, company: '', lastName: 'Berg' })).toBe(true);
  });

  it('name the field and the translation key of each problem', () => {
    const result = contactCreateRequestSchema.safeParse({ ...place, postcode: '1135', country: 'US' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([['state', 'validation.required']]);
  });

  it('need the id to change a contact', () => {
    expect(ok(contactUpdateRequestSchema, place)).toBe(false);
    expect(contactUpdateRequestSchema.parse({ id: 4, ...place })).toMatchObject({ id: 4, postcode: '11351' });
  });
});

describe('other requests', () => {
  it('bound complaint texts', () => {
    expect(
      ok(complaintCreateRequestSchema, {
        supplierId: 225,
        identifier: '1Z999AA10123456784',
        description: 'Skadat',
      }),
    ).toBe(true);
    expect(ok(complaintCreateRequestSchema, { supplierId: 225, identifier: '', description: 'x' })).toBe(
      false,
    );
    expect(
      ok(complaintCreateRequestSchema, { supplierId: 225, identifier: 'x', description: 'x'.repeat(5001) }),
    ).toBe(false);
  });

  it('bound the bill search and read e-mail and news queries', () => {
    expect(ok(billOrderListQuerySchema, { searchPhrase: 'x'.repeat(101) })).toBe(false);
    expect(ok(billOrderListQuerySchema, { searchPhrase: 'frakt', from: '2026-01-01' })).toBe(true);
    expect(emailQuerySchema.parse({ senderType: 'company' })).toEqual({
      formatType: 'text',
      senderType: 'company',
    });
    expect(ok(emailQuerySchema, {})).toBe(false);
    expect(ok(emailQuerySchema, { formatType: 'rtf', senderType: 'carrier' })).toBe(false);
    expect(ok(emailQuerySchema, { formatType: 'carrierMessage', senderType: 'carrier' })).toBe(true);
    expect(ok(emailQuerySchema, { formatType: 'newsletter', senderType: 'company' })).toBe(false);
  });

  it('bound an e-mail: recipients in all, subject and content, and leave a sign-up its message', () => {
    const five = (p: string) => Array.from({ length: 5 }, (_, i) => `${p}${i}@skeppa.se`).join(', ');
    expect(ok(emailRequestSchema, { to: five('a'), cc: five('b') })).toBe(true);
    expect(ok(emailRequestSchema, { to: five('a'), cc: five('b'), bcc: 'c@skeppa.se' })).toBe(false);
    expect(ok(emailRequestSchema, { to: 'inte en adress' })).toBe(false);
    expect(ok(emailRequestSchema, { subject: 'x'.repeat(201) })).toBe(false);
    expect(ok(emailRequestSchema, { content: 'x'.repeat(10_001) })).toBe(false);
    expect(emailRequestSchema.parse({ supplierId: 116, consent: true })).toEqual({
      to: '',
      cc: '',
      bcc: '',
      replyTo: '',
      subject: '',
      content: '',
      supplierId: 116,
      shipmentNo: '',
      consent: true,
    });
    expect(newsViewedQuerySchema.parse({ custId: '3' })).toEqual({ custId: 3, language: 'sv' });
    expect(ok(newsViewedQuerySchema, { custId: '3', language: 'de' })).toBe(false);
  });
});
