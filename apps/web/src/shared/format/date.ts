/**
 * The one date formatter. Dates read as ISO (2026-03-05, 14:30) in both languages, in Swedish
 * time, which is how Swedish freight documents and carriers write them.
 */
const TIME_ZONE = 'Europe/Stockholm';

/** What `formatDate` writes, as a dayjs pattern: date pickers show their value the same way. */
export const DATE_FORMAT = 'YYYY-MM-DD';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(value: Date | string | null | undefined, opts: { time?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (opts.time ? dateTimeFormat : dateFormat).format(date);
}
