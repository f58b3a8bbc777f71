import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's upload form sends it. */
export function multipartFile(
  file: { name: string; type: string; bytes: Buffer },
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----skeppa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
