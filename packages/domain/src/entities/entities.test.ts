import { describe, expect, it } from 'vitest';
import { freightServiceSchema } from '../api/freight-service.ts';
import { billSchema } from './bill.ts';
import { newConsignment } from './consignment.ts';
import { contactFullName, contactSchema, newContactFields } from './contact.ts';
import { emailSchema, splitEmailAddresses } from './email.ts';
import { newsArticleSchema } from './news.ts';
import { orderSchema } from './order.ts';
import { freightServiceTemplateSchema } from './template.ts';

describe('freight service template', () => {
  it('has exactly the 31 fields of SPEC §3, all of them on the API schema', () => {
    const fields = Object.keys(freightServiceTemplateSchema.shape);
    expect(fields).toHaveLength(31);
    expect(fields).toContain('locationFinderUPS');
    expect(fields).not.toContain('id');
    for (const f of fields) expect(Object.keys(freightServiceSchema.shape)).toContain(f);
  });
});

describe('contact', () => {
  it('defaults to a receiver in Sweden', () => {
    expect(newContactFields()).toMatchObject({
      country: 'SE',
      consignee: true,
      consignor: false,
      locked: false,
    });
  });

  it('joins first and last name', () => {
    expect(contactFullName({ firstName: ' Anna ', lastName: 'Svensson' })).toBe('Anna Svensson');
    expect(contactFullName({ firstName: '', lastName: 'Svensson' })).toBe('Svensson');
    expect(contactFullName({ firstName: '', lastName: '' })).toBe('');
  });

  it('parses a presented contact', () => {
    const c = { ...newContactFields(), id: 7, custId: 3, fullName: '' };
    expect(contactSchema.parse(c)).toEqual(c);
    expect(contactSchema.safeParse({ ...c, id: 0 }).success).toBe(false);
  });
});

describe('order', () => {
  const order = {
    orderNo: 'ABCDEFGHIJKLMNOP',
    custId: 3,
    supplierId: 225,
    priceSupplier: 1,
    consignmentId: 12,
    consignmentNo: null,
    templateName: 'ups_standard',
    consigneeType: 'company',
    calculatedPrice: 412.5,
    calculatedCurrency: 'SEK',
    senderOrderRef: '',
    dateBooked: null,
    printed: false,
    noPickup: false,
    insured: false,
    goodsValue: null,
    insurancePrice: null,
    statusCategory: '',
    statusName: '',
    statusUpdated: null,
    datePrinted: null,
    datePlaced: '2026-05-12T08:00:00.000Z',
    archived: false,
    from: { name: 'Lagerhuset AB', postcode: '11351', city: 'Stockholm', countrycode: 'SE' },
    to: null,
    consignment: newConsignment(),
  };

  it('parses with or without its consignment', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, consignment: null }).success).toBe(true);
  });

  it('takes date-times with an offset and rejects plain text', () => {
    expect(orderSchema.safeParse({ ...order, dateBooked: '2026-05-12T10:00:00+02:00' }).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, datePlaced: 'yesterday' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, orderNo: 'a/b' }).success).toBe(false);
  });
});

describe('bill and news', () => {
  it('read calendar dates on bills and know invoices from credits', () => {
    const bill = {
      id: 1,
      type: 'invoice',
      refId: '',
      invoiceNo: '1001',
      ocr: '100164',
      status: 'unpaid',
      custId: 3,
      billDate: '2026-05-01',
      dueDate: '2026-05-31',
      paidDate: null,
      currency: 'SEK',
      totalCapital: 1000,
      totalVat: 250,
      paid: 0,
      spotfactoringInvoiceId: null,
    };
    expect(billSchema.safeParse(bill).success).toBe(true);
    expect(billSchema.safeParse({ ...bill, type: 'reminder' }).success).toBe(false);
    expect(billSchema.safeParse({ ...bill, dueDate: '2026-02-30' }).success).toBe(false);
    expect(billSchema.safeParse({ ...bill, status: 'reminded' }).success).toBe(false);
  });

  it('opens news links in a new or the same window only', () => {
    const article = {
      id: 1,
      articleType: 'news',
      dateCreated: '2026-05-01T08:00:00Z',
      datePublish: '2026-05-01T08:00:00Z',
      dateRemove: null,
      header: 'Nya priser',
      message: '',
      linkUrl: '',
      linkText: '',
      linkTarget: '_blank',
      messageExtended: '',
      picName: '',
      sortNr: 0,
      language: 'sv',
      viewed: false,
    };
    expect(newsArticleSchema.safeParse(article).success).toBe(true);
    expect(newsArticleSchema.safeParse({ ...article, linkTarget: 'javascript:' }).success).toBe(false);
  });
});

describe('email', () => {
  it('takes address lists separated by commas or semicolons', () => {
    expect(splitEmailAddresses('a@example.se; b@example.se,, ')).toEqual(['a@example.se', 'b@example.se']);
    const mail = { to: 'kundtjanst@skeppa.se', subject: 'Fråga', content: 'Hej' };
    expect(emailSchema.parse(mail)).toEqual({ ...mail, cc: '', bcc: '', replyTo: '' });
    expect(emailSchema.safeParse({ ...mail, cc: 'a@example.se;nope' }).success).toBe(false);
    expect(emailSchema.safeParse({ ...mail, subject: '  ' }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `a${i}@example.se`).join(',');
    expect(emailSchema.safeParse({ ...mail, bcc: eleven }).success).toBe(false);
  });
});
