/**
 * A Content-Disposition for a download: an ASCII name for every client, and the real one
 * (RFC 5987) for those that read it, so an invoice number with å or a quote cannot break the header.
 */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii || 'document'}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
