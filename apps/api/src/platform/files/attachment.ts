import type { FastifyReply } from 'fastify';

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

/**
 * Answers with a stored file for download: its own type, its name, and never sniffed by the
 * browser (a text file that looks like a web page stays text).
 */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer },
): FastifyReply {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', attachment(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}
