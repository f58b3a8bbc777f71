import { describe, expect, it } from 'vitest';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { attachmentsOf, readMime } from './helpers/mime.ts';

// Mails carry files from the file store, read when the mail goes.

const delivery = useMailDelivery();

const PDF = Buffer.from('%PDF-1.7\n% skada på pall\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0x00]);

async function queueWithFiles(files: { fileName: string; contentType: string; storageKey: string }[]) {
  const { app } = delivery.t;
  return app.db.transaction((tx) =>
    app.mail.queue(tx, {
      kind: 'test',
      language: 'sv',
      to: ['reklamation@example.se'],
      content: { subject: 'Reklamation', paragraphs: ['Se bifogade filer.'] },
      attachments: files,
      companyId: null,
      customerId: null,
    }),
  );
}

describe('mail attachments', () => {
  it('go with the mail as the store holds them, byte for byte, under their own names', async () => {
    const { app } = delivery.t;
    await app.files.put('test-mail/a/photo', PNG);
    await app.files.put('test-mail/a/invoice', PDF);
    const id = await queueWithFiles([
      { fileName: 'Skadad pall å.png', contentType: 'image/png', storageKey: 'test-mail/a/photo' },
      { fileName: 'faktura.pdf', contentType: 'application/pdf', storageKey: 'test-mail/a/invoice' },
    ]);

    expect(
      await deliverMail(
        delivery.handler(smtpAt(delivery.smtp.port)),
        { outboxId: id },
        { lastAttempt: false },
      ),
    ).toBe('sent');
    const [mail] = delivery.smtp.received;
    const files = attachmentsOf(readMime(mail!.raw));
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['Skadad pall å.png', 'image/png'],
      ['faktura.pdf', 'application/pdf'],
    ]);
    expect(files[0]!.bytes.equals(PNG)).toBe(true);
    expect(files[1]!.bytes.equals(PDF)).toBe(true);
    expect((await delivery.row(id)).last_error).toBeNull();
  });

  it('leave out a file deleted before the mail went, and say so on the row', async () => {
    const { app } = delivery.t;
    await app.files.put('test-mail/b/kept', PDF);
    const id = await queueWithFiles([
      { fileName: 'kvar.pdf', contentType: 'application/pdf', storageKey: 'test-mail/b/kept' },
      { fileName: 'borta.png', contentType: 'image/png', storageKey: 'test-mail/b/gone' },
    ]);

    expect(
      await deliverMail(
        delivery.handler(smtpAt(delivery.smtp.port)),
        { outboxId: id },
        { lastAttempt: false },
      ),
    ).toBe('sent');
    const files = attachmentsOf(readMime(delivery.smtp.received[0]!.raw));
    expect(files.map((f) => f.fileName)).toEqual(['kvar.pdf']);
    expect(await delivery.row(id)).toMatchObject({
      state: 'sent',
      last_error: 'Attachments no longer stored: borta.png',
    });
  });
});
