import type { ContactImportRow } from '@skeppa/domain';
import type { TFunction } from '@/shared/i18n/translator';

/** A cell of a semicolon-separated file, quoted when it must be. */
const cell = (value: string | number) => {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Each problem of a row as the user reads it: the field and what is wrong, in their language. */
export function rowMessages(t: TFunction, row: ContactImportRow): string[] {
  const messages = row.problems.map((p) => `${t(`contacts.fields.${p.field}`)}: ${t(p.key)}`);
  if (row.duplicateOf !== null) messages.push(t('contacts.import.duplicateOf', { id: row.duplicateOf }));
  if (row.duplicateRow !== null) messages.push(t('contacts.import.duplicateRow', { row: row.duplicateRow }));
  return messages;
}

/**
 * The import report to download: one line per row of the file with what became of it and why,
 * semicolon-separated UTF-8 with a byte order mark, which Excel opens as it is in Sweden.
 */
export function importReportCsv(t: TFunction, rows: ContactImportRow[]): string {
  const heading = ['row', 'outcome', 'id', 'company', 'name', 'postcode', 'city', 'country', 'messages'].map(
    (k) => t(`contacts.import.report.${k}`),
  );
  const lines = rows.map((r) =>
    [
      r.row,
      t(`contacts.import.outcome.${r.outcome}`),
      r.id ?? '',
      r.summary.company,
      r.summary.fullName,
      r.summary.postcode,
      r.summary.city,
      r.summary.country,
      rowMessages(t, r).join(' | '),
    ]
      .map(cell)
      .join(';'),
  );
  return `\ufeff${[heading.join(';'), ...lines].join('\r\n')}\r\n`;
}
