import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  /** Answers this late (a receiver that outlasts the attempt's timeout). */
  delayMs?: number;
}

/**
 * A webhook receiver on 127.0.0.1 (port 0): it keeps every request and answers as the test says,
 * by the number of the request (1 for the first).
 */
export async function startReceiver(
  answer: (n: number, request: Received) => Answer = () => ({ status: 200 }),
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const { status, body = '', delayMs = 0 } = answer(received.length, request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/skeppa`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
