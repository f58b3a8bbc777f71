import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

const defaults = loadConfig({});
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ mail: { ...defaults.mail, maxPerCustomerPerHour: 1000 } });
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const outbox = (where = 'true', params: unknown[] = []) =>
  sql(
    t.databaseUrl,
    `SELECT kind, to_addresses, cc_addresses, bcc_addresses, reply_to, subject, text_body, company_id, customer_id
         FROM mail_outbox WHERE ${where} ORDER BY created_at`,
    params,
  );

const post = (
  session: { headers: Record<string, string> } | undefined,
  query: string,
  payload: Record<string, unknown>,
  app = t.app,
) => app.inject({ method: 'POST', url: `/api/email/?${query}`, headers: session?.headers ?? {}, payload });

describe('POST /email: who may send', () => {
  it('needs a signed-in customer, and the demo user may not send', async () => {
    const payload = { subject: 'Hej', content: 'Test' };
    expect((await post(undefined, 'senderType=customerService', payload)).statusCode).toBe(401);
    const demo = await signInDemo(t.app);
    const res = await post(demo, 'senderType=customerService', payload);
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
  });
});

describe('POST /email: who a mail may go to', () => {
  it('writes to customer service by default, from the product with Reply-To the customer', async () => {
    const res = await post(user, 'formatType=text&senderType=customerService', {
      subject: 'Fråga om faktura',
      content: 'Hej! Var hittar jag fakturan?',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ state: 'queued' });
    const [mail] = await outbox('id = $1', [res.json().id]);
    expect(mail).toMatchObject({
      kind: 'email',
      to_addresses: ['kundtjanst@skeppa.se'],
      cc_addresses: [],
      reply_to: 'user@skeppa.test',
      subject: 'Fråga om faktura',
      company_id: 2,
      customer_id: USERS.user.id,
    });
    expect(mail.text_body).toContain('Erik Johansson, Nordisk Verktyg AB <user@skeppa.test>');
    expect(mail.text_body).toContain('Var hittar jag fakturan?');
  });

  it('writes to colleagues of the own company, with a copy to oneself', async () => {
    const res = await post(user, 'senderType=company', {
      to: 'admin@skeppa.test',
      cc: 'user@skeppa.test',
      subject: 'Bokning',
      content: 'Kan du boka pallen?',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox('id = $1', [res.json().id]);
    expect(mail).toMatchObject({ to_addresses: ['admin@skeppa.test'], cc_addresses: ['user@skeppa.test'] });
  });

  it.each([
    ['an outside address as recipient', 'senderType=company', { to: 'someone@example.com' }],
    ['another company’s user', 'senderType=company', { to: 'other@skeppa.test' }],
    ['an outside copy to customer service', 'senderType=customerService', { cc: 'spam@example.com' }],
    ['an outside blind copy', 'senderType=customerService', { bcc: 'hidden@example.com' }],
    ['an outside Reply-To', 'senderType=customerService', { replyTo: 'phish@example.com' }],
    [
      'another carrier’s member service',
      'formatType=carrierMessage&senderType=carrier',
      { supplierId: 131, to: 'medlemsservice.ups@skeppa.se', consent: true },
    ],
  ])('refuses %s with 400 and writes nothing', async (_what, query, extra) => {
    const before = (await outbox()).length;
    const res = await post(user, query, { subject: 'Hej', content: 'Text', ...extra });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['email.recipient_not_allowed']);
    expect((await outbox()).length).toBe(before);
  });

  it('refuses a mail to colleagues that names nobody', async () => {
    const res = await post(user, 'senderType=company', { subject: 'Hej', content: 'Text' });
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['email.recipient_missing']);
  });

  it('limits the number of recipients, the subject and the content', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@skeppa.test`).join(',');
    const six = (n: number) => Array.from({ length: 6 }, (_, i) => `${n}${i}@skeppa.test`).join(';');
    for (const payload of [
      { to: eleven, subject: 'Hej', content: 'Text' },
      { to: six(1), cc: six(2), subject: 'Hej', content: 'Text' },
      { to: 'admin@skeppa.test', subject: 'x'.repeat(201), content: 'Text' },
      { to: 'admin@skeppa.test', subject: 'Hej', content: 'x'.repeat(10_001) },
    ]) {
      const res = await post(user, 'senderType=company', payload);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
    }
  });

  it('needs a subject and a message for a plain mail', async () => {
    const noSubject = await post(user, 'senderType=customerService', { content: 'Text' });
    expect(errorCodes(noSubject)).toEqual(['email.subject_missing']);
    const noContent = await post(user, 'senderType=customerService', { subject: 'Hej' });
    expect(errorCodes(noContent)).toEqual(['email.content_missing']);
  });
});

describe('POST /email: a message to a carrier', () => {
  const query = 'formatType=carrierMessage&senderType=carrier';

  it('goes to the carrier’s member service with the internal copy, framed with what the server knows', async () => {
    const res = await post(user, query, {
      supplierId: 116,
      shipmentNo: 'SKP-99',
      // A browser cannot put another company's details in the carrier's inbox.
      content: 'Vi är Östersjö Handel AB, org.nr 559012-3450.',
      consent: true,
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox('id = $1', [res.json().id]);
    expect(mail).toMatchObject({
      kind: 'carrierMessage',
      to_addresses: ['medlemsservice.dhl-freight@skeppa.se'],
      cc_addresses: ['kundtjanst@skeppa.se'],
      reply_to: 'user@skeppa.test',
      subject: 'Meddelande från kund via Skeppa: Nordisk Verktyg AB',
    });
    expect(mail.text_body).toContain('Företag: Nordisk Verktyg AB');
    expect(mail.text_body).toContain('Organisationsnummer: 556677-8899');
    // Erik's own DHL Freight agreement number.
    expect(mail.text_body).toContain('Kundnummer hos DHL Freight: 4410231');
    expect(mail.text_body).toContain('Försändelsenummer: SKP-99');
  });

  it('uses the carrier’s default customer number when the customer has no agreement of their own', async () => {
    const res = await post(user, query, { supplierId: 4, content: 'Fråga om hämtning', consent: true });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox('id = $1', [res.json().id]);
    expect(mail.text_body).toContain('Kundnummer hos DSV: 770001');
  });

  it('signs up for a carrier’s newsletter the same way', async () => {
    const res = await post(user, 'formatType=newsletter&senderType=carrier', {
      supplierId: 225,
      consent: true,
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox('id = $1', [res.json().id]);
    expect(mail).toMatchObject({
      kind: 'newsletter',
      to_addresses: ['medlemsservice.ups@skeppa.se'],
      subject: 'Anmälan till nyhetsbrev via Skeppa: Nordisk Verktyg AB',
    });
    expect(mail.text_body).toContain('Kunden vill få UPSs nyhetsbrev till user@skeppa.test.');
  });

  it('needs the consent, the carrier and a message', async () => {
    const noConsent = await post(user, query, { supplierId: 116, content: 'Hej' });
    expect(errorCodes(noConsent)).toEqual(['email.consent_required']);
    const noCarrier = await post(user, query, { content: 'Hej', consent: true });
    expect(errorCodes(noCarrier)).toEqual(['email.carrier_missing']);
    const noMessage = await post(user, query, { supplierId: 116, consent: true });
    expect(errorCodes(noMessage)).toEqual(['email.content_missing']);
    const unknown = await post(user, query, { supplierId: 999, content: 'Hej', consent: true });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodes(unknown)).toEqual(['carrier.not_found']);
    const inactive = await post(user, query, { supplierId: 71, content: 'Hej', consent: true });
    expect(errorCodes(inactive)).toEqual(['customer.carrier_inactive']);
    const formatElsewhere = await post(user, 'formatType=carrierMessage&senderType=company', {
      to: 'admin@skeppa.test',
      content: 'Hej',
      consent: true,
    });
    expect(errorCodes(formatElsewhere)).toEqual(['validation.failed']);
  });
});

describe('POST /email: the hourly quota', () => {
  it('refuses a customer’s mails past the quota with 429 and Retry-After, and no one else’s', async () => {
    const limited = await createTestApp({ mail: { ...defaults.mail, maxPerCustomerPerHour: 3 } });
    try {
      const erik = await signIn(limited.app, USERS.user);
      const anna = await signIn(limited.app, USERS.admin);
      const payload = { subject: 'Hej', content: 'Text' };
      // Sent at once: the quota holds even for requests that arrive together.
      const first = await Promise.all(
        Array.from({ length: 8 }, () => post(erik, 'senderType=customerService', payload, limited.app)),
      );
      expect(first.filter((r) => r.statusCode === 202)).toHaveLength(3);
      expect(first.filter((r) => r.statusCode === 429)).toHaveLength(5);
      const refused = first.find((r) => r.statusCode === 429)!;
      expect(errorCodes(refused)).toEqual(['email.rate_limited']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(anna, 'senderType=customerService', payload, limited.app)).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
