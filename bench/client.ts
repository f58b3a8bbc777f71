import http from 'node:http';

/**
 * JSON over node:http with kept-alive sockets. The load generator shares the machine's two cores
 * with the server and PostgreSQL: fetch cost the bench about 2 ms of CPU per booking, this a
 * fraction of it (docs/performance.md), so more of the cores measure the server.
 */
export function jsonClient(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);
  /** Any answer as it came (a PDF too): its status and body. */
  function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  return {
    send,
    async request(method: string, path: string, body: unknown, headers: Record<string, string>) {
      const { status, body: answer } = await send(method, path, body, headers);
      return { status, json: JSON.parse(answer.toString()) as Record<string, unknown> };
    },
    close: () => agent.destroy(),
  };
}
