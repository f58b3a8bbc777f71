import { deflateRawSync } from 'node:zlib';
import { CONTACT_IMPORT_MAX_BYTES } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import {
  CONTACT_UPLOADS,
  contactTotal,
  csv,
  HEADINGS,
  libreOfficeWorkbook as libreOffice,
} from './helpers/contact-files.ts';
import { makeZip } from './helpers/zip.ts';

// Files the import refuses as a whole, sent either way: nothing of them is ever written.
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const total = () => contactTotal(t.app, user, USERS.user.id);

describe.each(CONTACT_UPLOADS)('%s', (_way, send) => {
  const upload = (bytes: Buffer, query = '?preview=1') => send(t.app, user, bytes, query);

  describe('files that are refused with nothing imported', () => {
    const heading = HEADINGS.join(';');

    it.each([
      ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1'), 'contact.import_file_type'],
      [
        'an old .xls',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        'contact.import_file_type',
      ],
      ['a cut-off workbook', libreOffice.subarray(0, 3000), 'contact.import_unreadable'],
      ['an empty body', Buffer.alloc(0), 'contact.import_empty'],
      ['headings only', csv([heading]), 'contact.import_empty'],
    ])('%s', async (_what, bytes, code) => {
      const before = await total();
      const res = await upload(bytes, '');
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual([code]);
      expect(await total()).toBe(before);
    });

    it('missing and unknown headings, named', async () => {
      const missing = await upload(csv(['COMPANY;ADDRESS1;POSTCODE', 'A AB;Gatan 1;11351']));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'contact.import_missing_headings',
        values: ['FIRSTNAME', 'LASTNAME', 'CITY', 'COUNTRY'],
      });
      const unknown = await upload(csv([`${heading};TOWN`, 'x']));
      expect(unknown.json().errors[0]).toMatchObject({
        code: 'contact.import_unknown_headings',
        values: ['TOWN'],
      });
    });

    it('a file over 5 MB with "The file is to large"', async () => {
      const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), '');
      expect(res.statusCode).toBe(413);
      expect(errorCodes(res)).toEqual(['contact.import_too_large']);
    });

    it('more than 10,000 rows', async () => {
      const rows = Array.from(
        { length: 10_001 },
        (_, i) => `;Firma ${i} AB;;;Gatan 1;;11351;Stockholm;;SE;;;;;;0;1;0;0`,
      );
      const res = await upload(csv([heading, ...rows]), '');
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual(['contact.import_too_many_rows']);
    });
  });

  describe('zip files that are not safe to unpack', () => {
    const small = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
    // 101 MB of zeros deflate to about 100 KB: past the 100 MB the parts may unpack to.
    const huge = Buffer.alloc(101 * 1024 * 1024);

    it('refuses one that says it unpacks too far, and one that lies about it', async () => {
      for (const declaredSize of [undefined, 1000]) {
        const bomb = makeZip([
          small,
          { name: 'xl/workbook.xml', data: huge, ...(declaredSize ? { declaredSize } : {}) },
        ]);
        expect(bomb.length).toBeLessThan(CONTACT_IMPORT_MAX_BYTES);
        const res = await upload(bomb, '');
        expect(res.statusCode).toBe(400);
        expect(errorCodes(res)).toEqual(['contact.import_unsafe']);
      }
    });

    it('refuses a zip that is no workbook, and one with data hidden between its parts', async () => {
      const document = makeZip([small, { name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
      expect(errorCodes(await upload(document))).toEqual(['contact.import_file_type']);
      const parts = makeZip([small, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
      const firstEnd = 30 + small.name.length + deflateRawSync(small.data).length;
      const hidden = Buffer.concat([
        parts.subarray(0, firstEnd),
        Buffer.from('PK\x03\x04hidden'),
        parts.subarray(firstEnd),
      ]);
      expect(errorCodes(await upload(hidden))).toEqual(['contact.import_unreadable']);
    });
  });
});
