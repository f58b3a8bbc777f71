import { todayInStockholm } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestApp } from './helpers/app.ts';
import { errorCodes, signIn, USERS } from './helpers/auth.ts';
import { insuredShipment } from './helpers/claim-shipments.ts';
import { sql } from './helpers/database.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { attachmentsOf, decodeHeader, partOf, readMime } from './helpers/mime.ts';
import { multipartFile } from './helpers/multipart.ts';
import { caller } from './helpers/shipments.ts';

// Submitting a claim (issue 32.4): its number, the insurer's mail with every attachment and the
// user's copy, all in one transaction, delivered here to a real SMTP server; and a submit that
// cannot queue its mails leaves the draft as it was (SPEC §8).

const delivery = useMailDelivery();
const INSURER = loadConfig({}).mail.insuranceClaims;

const PDF = Buffer.from('%PDF-1.7\n% Följesedel 2211\n%%EOF\n');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

async function draftWithFiles(app = delivery.t.app, databaseUrl = delivery.t.databaseUrl) {
  const user = await signIn(app, USERS.user);
  const call = caller(app);
  const shipment = await insuredShipment(databaseUrl, { customerId: USERS.user.id, insured: 40_000 });
  const res = await call(user, 'POST', '/claim/', {
    consignmentId: shipment.id,
    kind: 'damage',
    description: 'Två av fyra kartonger var genomblöta.\nInnehållet (elektronik) är förstört.',
    amount: 18_250.75,
    bankAccount: { type: 'bank', clearing: '6789', number: '123 456 789' },
  });
  expect(res.statusCode).toBe(201);
  const claim = res.json();
  for (const file of [
    { name: 'Faktura 2211.pdf', type: 'application/pdf', bytes: PDF },
    { name: 'Skadad kartong.jpg', type: 'image/jpeg', bytes: JPEG },
  ]) {
    const { payload, headers } = multipartFile(file);
    const up = await app.inject({
      method: 'POST',
      url: `/api/claim/file/upload/${claim.id}`,
      payload,
      headers: { ...headers, ...user.headers },
    });
    expect(up.statusCode).toBe(201);
  }
  return { user, call, claim, shipment };
}

const claimMails = (url: string, claimNo: string) =>
  sql<{ id: string; kind: string; to_addresses: string[]; reply_to: string | null }>(
    url,
    `SELECT id, kind, to_addresses, reply_to FROM mail_outbox
     WHERE kind LIKE 'claim.%' AND subject LIKE $1 ORDER BY kind DESC`,
    [`%${claimNo}%`],
  );

describe('submitting a claim', () => {
  it('gives it a number and mails the insurer every attachment and the user a copy', async () => {
    const { user, call, claim, shipment } = await draftWithFiles();
    const res = await call(user, 'POST', `/claim/submit/${claim.id}`);
    expect(res.statusCode).toBe(200);
    const submitted = res.json();
    const year = todayInStockholm().slice(0, 4);
    expect(submitted).toMatchObject({ id: claim.id, status: 'submitted' });
    expect(submitted.claimNo).toMatch(new RegExp(`^SK-${year}-\\d{6}$`));
    expect(submitted.submittedDate).not.toBeNull();

    const mails = await claimMails(delivery.t.databaseUrl, submitted.claimNo);
    expect(mails.map((m) => [m.kind, m.to_addresses, m.reply_to])).toEqual([
      ['claim.insurer', [INSURER], 'user@skeppa.test'],
      ['claim.copy', ['user@skeppa.test'], INSURER],
    ]);
    const handler = delivery.handler(smtpAt(delivery.smtp.port));
    for (const m of mails)
      expect(await deliverMail(handler, { outboxId: m.id }, { lastAttempt: false })).toBe('sent');

    const [toInsurer, copy] = delivery.smtp.received;
    expect(toInsurer!.to).toEqual([INSURER]);
    const insurerMail = readMime(toInsurer!.raw);
    expect(decodeHeader(insurerMail.headers.subject ?? '')).toBe(
      `Skadeanmälan ${submitted.claimNo}, fraktsedel ${shipment.consignmentNo}`,
    );
    expect(insurerMail.headers['reply-to']).toContain('user@skeppa.test');
    const body = partOf(insurerMail, 'text/plain');
    for (const fact of [
      `Skadenummer: ${submitted.claimNo}`,
      'Typ av skada: Skadat gods',
      'Försäkringstagare: Nordisk Verktyg AB (556677-8899)',
      `Fraktsedelsnummer: ${shipment.consignmentNo}`,
      `Ordernummer: ${shipment.orderNo}`,
      'Transportör och tjänst: DHL Freight, DHL Paket',
      'Försäkrat värde: 40\u00a0000,00\u00a0SEK',
      'Begärt belopp: 18\u00a0250,75\u00a0SEK',
      'Utbetalning till: Handelsbanken 6789, 123 456 789',
      'Innehållet (elektronik) är förstört.',
      'Bifogade filer: Faktura 2211.pdf, Skadad kartong.jpg',
    ]) {
      expect(body, fact).toContain(fact);
    }
    const files = attachmentsOf(insurerMail);
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['Faktura 2211.pdf', 'application/pdf'],
      ['Skadad kartong.jpg', 'image/jpeg'],
    ]);
    expect(files[0]!.bytes.equals(PDF)).toBe(true);
    expect(files[1]!.bytes.equals(JPEG)).toBe(true);

    expect(copy!.to).toEqual(['user@skeppa.test']);
    const copyMail = readMime(copy!.raw);
    expect(decodeHeader(copyMail.headers.subject ?? '')).toBe(
      `Din skadeanmälan ${submitted.claimNo} är skickad`,
    );
    expect(copyMail.headers['reply-to']).toContain(INSURER);
    expect(partOf(copyMail, 'text/plain')).toContain('Begärt belopp: 18\u00a0250,75\u00a0SEK');
    expect(attachmentsOf(copyMail)).toHaveLength(2);
  });

  it('numbers claims one after the other', async () => {
    const first = await draftWithFiles();
    const second = await draftWithFiles();
    const a = (await first.call(first.user, 'POST', `/claim/submit/${first.claim.id}`)).json()
      .claimNo as string;
    const b = (await second.call(second.user, 'POST', `/claim/submit/${second.claim.id}`)).json()
      .claimNo as string;
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
  });
});

describe('a submit whose mails cannot be queued', () => {
  it('answers SPEC §8’s failure and leaves the draft, its files and the outbox as they were', async () => {
    const limited = await createTestApp({ mail: { ...loadConfig({}).mail, maxPerCustomerPerHour: 1 } });
    try {
      const { user, call, claim } = await draftWithFiles(limited.app, limited.databaseUrl);
      // The customer's one mail of the hour goes to customer service.
      const sent = await limited.app.inject({
        method: 'POST',
        url: '/api/email/?formatType=text&senderType=customerService',
        headers: user.headers,
        payload: { subject: 'Fråga', content: 'Hur anmäler jag en skada?' },
      });
      expect(sent.statusCode).toBe(202);
      const before = (await call(user, 'GET', `/claim/${claim.id}`)).json();
      const outbox = await countOutbox(limited.databaseUrl);

      const res = await call(user, 'POST', `/claim/submit/${claim.id}`);
      expect(res.statusCode).toBe(503);
      expect(errorCodes(res)).toEqual(['claim.submit_failed']);
      expect(res.json().message).toBe('Failed to submit the insurance claim (try again, contact support)');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

      expect((await call(user, 'GET', `/claim/${claim.id}`)).json()).toEqual(before);
      expect(before).toMatchObject({ status: 'draft', claimNo: '', submittedDate: null });
      expect(before.files).toHaveLength(2);
      expect(await countOutbox(limited.databaseUrl)).toBe(outbox);
      // Nothing typed is lost: the draft can still change, and goes once the hour allows.
      const changed = await call(user, 'PUT', '/claim/', {
        id: claim.id,
        kind: 'damage',
        description: before.description,
        amount: 18_000,
        bankAccount: before.bankAccount,
      });
      expect(changed.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

async function countOutbox(url: string) {
  return (await sql<{ n: number }>(url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;
}
