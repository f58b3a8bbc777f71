import type { ContactFields } from '../entities/contact.ts';

/** The largest contact file one upload may be ("The file is to large", SPEC §5). */
export const CONTACT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of contacts one file may hold, the heading row not counted. */
export const CONTACT_IMPORT_MAX_ROWS = 10_000;
/**
 * An xlsx is a zip: what its parts may inflate to together. 10,000 rows of every column come to
 * about 15 MB of sheet XML, so this leaves room and still stops a zip bomb long before memory does.
 */
export const CONTACT_IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** The most contacts one export writes; past that the list has to be narrowed by a search. */
export const CONTACT_EXPORT_MAX_ROWS = 50_000;

export type ContactImportField = 'id' | Exclude<keyof ContactFields, 'primary'>;

export interface ContactImportColumn {
  /** The heading in the first row, upper case as the template writes it. */
  heading: string;
  field: ContactImportField;
  /** The heading must be in the file (its cells may still be empty where the rules allow). */
  required: boolean;
  kind: 'id' | 'text' | 'flag' | 'country';
}

const column = (
  heading: string,
  field: ContactImportField,
  kind: ContactImportColumn['kind'] = 'text',
  required = false,
): ContactImportColumn => ({ heading, field, required, kind });

/**
 * The columns of the import template and of an export, in their order. The headings a contact
 * cannot do without must be there; ID (empty for a new contact, a contact's id to change it) and
 * the rest may be left out. Flags read 1/0 (also x, ja/nej, yes/no, true/false).
 */
export const CONTACT_IMPORT_COLUMNS: readonly ContactImportColumn[] = [
  column('ID', 'id', 'id'),
  column('COMPANY', 'company', 'text', true),
  column('FIRSTNAME', 'firstName', 'text', true),
  column('LASTNAME', 'lastName', 'text', true),
  column('ADDRESS1', 'address1', 'text', true),
  column('ADDRESS2', 'address2'),
  column('POSTCODE', 'postcode', 'text', true),
  column('CITY', 'city', 'text', true),
  column('STATE', 'state'),
  column('COUNTRY', 'country', 'country', true),
  column('PHONE', 'phone'),
  column('MOBILE', 'mobile'),
  column('EMAIL', 'email'),
  column('REFERENCE', 'reference'),
  column('COMMENTS', 'comments'),
  column('SENDER', 'consignor', 'flag'),
  column('RECEIVER', 'consignee', 'flag'),
  column('CONSUMER', 'consumer', 'flag'),
  column('LOCKED', 'locked', 'flag'),
];

/** What an import row can fail with besides a field's own problems (translation keys). */
export const CONTACT_IMPORT_ROW_KEYS = [
  'contacts.import.problem.unknownId',
  'contacts.import.problem.lockedId',
  'contacts.import.problem.lockOwnerOnly',
  'contacts.import.problem.flag',
  'contacts.import.problem.repeatedId',
] as const;
