import pg from 'pg';
import { type ConnectionLoss, connectionLoss } from './client.ts';

export interface NoticeHandlers {
  /** LISTEN holds: every change committed from now on is told. */
  listening(): void;
  /** The connection is gone: changes may pass untold until `listening` comes again. */
  lost(): void;
  notice(payload: string): void;
}

export interface NoticeListener {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * One connection of its own that LISTENs on `channel` for as long as it is open, and connects
 * again after a loss (waiting 0.25 s, doubling up to 10 s). A pooled client cannot hold a LISTEN:
 * the pool hands it to other work and ends it when idle.
 */
export function listenForNotices(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
  onLoss: (loss: ConnectionLoss) => void,
): NoticeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed) return;
    // The retry alone keeps no process alive: a server is kept alive by its listening socket.
    timer = setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    // Keep-alive lets the kernel find a server gone without a word (a cut network), in minutes;
    // until then a kept entry's own time limit bounds what a missed notice costs.
    const c = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: `skeppa notices ${channel}`,
    });
    let gone = false;
    const drop = (err?: Error) => {
      if (gone) return;
      gone = true;
      if (err && !closed) onLoss(connectionLoss(err));
      if (client === c) {
        client = undefined;
        handlers.lost();
      }
      c.end().catch(() => {});
      retry();
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.notice(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(err as Error);
      return;
    }
    if (closed || gone) {
      c.end().catch(() => {});
      return;
    }
    client = c;
    retryMs = RETRY_FIRST_MS;
    handlers.listening();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
