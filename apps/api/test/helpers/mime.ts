// Reads back what the SMTP server received, enough to check headers and both parts of a mail.

export interface MimePart {
  headers: Record<string, string>;
  body: string;
  /** The body as it travelled (base64 for a file): `attachmentsOf` reads the bytes from it. */
  encoded: string;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: { headers: Record<string, string>; body: string }): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The top-level headers and the leaf parts (text/plain, text/html …) with decoded bodies. */
export function readMime(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const top = splitHead(raw);
  const parts: MimePart[] = [];
  const walk = (node: { headers: Record<string, string>; body: string }) => {
    const type = node.headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
      parts.push({ headers: node.headers, body: decodeBody(node), encoded: node.body });
      return;
    }
    const sections = node.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(splitHead(section.replace(/^\r\n/, '')));
    }
  };
  walk(top);
  return { headers: top.headers, parts };
}

export function partOf(mail: { parts: MimePart[] }, type: string): string {
  const part = mail.parts.find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type));
  if (!part) throw new Error(`no ${type} part`);
  return part.body;
}

/** A part's file name: plain, or split and percent-encoded as RFC 2231 lets a sender write it. */
function fileNameOf(disposition: string): string {
  const pieces = [...disposition.matchAll(/filename\*(\d+)\*?="?([^";]+)"?/gi)]
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => m[2] ?? '');
  if (pieces.length > 0) return decodeURIComponent(pieces.join('').replace(/^[\w-]*'[\w-]*'/, ''));
  return decodeHeader(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
}

/** The files a mail carries: each part sent as an attachment, with its name, type and bytes. */
export function attachmentsOf(mail: { parts: MimePart[] }) {
  return mail.parts
    .filter((p) => (p.headers['content-disposition'] ?? '').toLowerCase().startsWith('attachment'))
    .map((p) => ({
      fileName: fileNameOf(p.headers['content-disposition'] ?? ''),
      contentType: (p.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
      bytes: Buffer.from(p.encoded.replace(/\s+/g, ''), 'base64'),
    }));
}
