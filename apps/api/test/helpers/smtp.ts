import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP reply the test server gives instead of accepting, e.g. 550 for a recipient. */
export type Refusal = { code: number; message: string } | undefined;

export interface SmtpBehaviour {
  /** Refuses a recipient (RCPT TO) with this reply. */
  refuseRecipient?: (address: string) => Refusal;
  /** Refuses the message after its data arrived. */
  refuseData?: () => Refusal;
}

function refusal(r: NonNullable<Refusal>) {
  return Object.assign(new Error(r.message), { responseCode: r.code });
}

/**
 * A real SMTP server on a local port (0: any free one), recording every message it accepts. No TLS
 * and no login: the product's own transport is what is tested, against a plain server.
 */
export async function startSmtpServer(port = 0, behaviour: SmtpBehaviour = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = behaviour.refuseRecipient?.(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refused = behaviour.refuseData?.();
        if (refused) return callback(refusal(refused));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): a server is started on a free one and closed again. */
export async function freePort(): Promise<number> {
  const s = await startSmtpServer();
  await s.close();
  return s.port;
}

/** Runs `work` against a test SMTP server, which is closed afterwards whatever happens. */
export async function withSmtpServer<T>(
  port: number,
  behaviour: SmtpBehaviour,
  work: (server: TestSmtpServer) => Promise<T>,
): Promise<T> {
  const server = await startSmtpServer(port, behaviour);
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}
