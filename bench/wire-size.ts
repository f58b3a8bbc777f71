import http from 'node:http';

/**
 * One answer's body as it crosses the wire (compressed when the server compressed it), read with
 * node:http: fetch would inflate it before the bench could count it.
 */
export function answerOnTheWire(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
