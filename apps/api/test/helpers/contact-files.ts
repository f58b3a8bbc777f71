import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_IMPORT_COLUMNS } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from './auth.ts';
import { multipartFile } from './multipart.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
/** Made with LibreOffice Calc 7.4 from a CSV (`--convert-to xlsx`), as a user's spreadsheet is. */
export const libreOfficeWorkbook = readFileSync(path.join(fixtures, 'contacts-libreoffice.xlsx'));

export const HEADINGS = CONTACT_IMPORT_COLUMNS.map((c) => c.heading);

/** A CSV file as Excel writes it in Sweden (semicolons, BOM), or with commas and no BOM. */
export const csv = (lines: string[], delimiter = ';', bom = true) =>
  Buffer.from(`${bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`.replaceAll(';', delimiter), 'utf8');

/** POST /contact/import/ with the file as the body; a preview unless the query says otherwise. */
export const uploadContacts = (
  app: FastifyInstance,
  s: Session,
  bytes: Buffer,
  query = '?preview=1',
  type = 'application/octet-stream',
) =>
  app.inject({
    method: 'POST',
    url: `/api/contact/import/${query}`,
    headers: { ...s.headers, 'content-type': type },
    payload: bytes,
  });

/** POST /contact/import/ with the file in the multipart field `file`, as the web app sends it. */
export const uploadContactsForm = (
  app: FastifyInstance,
  s: Session,
  bytes: Buffer,
  query = '?preview=1',
  name = 'kontakter.xlsx',
) => {
  const { payload, headers } = multipartFile({ name, type: 'application/octet-stream', bytes });
  return app.inject({
    method: 'POST',
    url: `/api/contact/import/${query}`,
    headers: { ...s.headers, ...headers },
    payload,
  });
};

/** The two ways a file reaches the import: the whole body, or a form's field `file`. */
export const CONTACT_UPLOADS = [
  ['as the body', uploadContacts],
  ['as a form', uploadContactsForm],
] as const;

/** How many contacts the customer's list holds. */
export async function contactTotal(app: FastifyInstance, s: Session, custId: number): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/contact/customer/${custId}`, headers: s.headers });
  return res.json().total;
}
