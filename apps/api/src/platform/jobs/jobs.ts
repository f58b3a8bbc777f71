import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { connectionLoss, type Database, type Executor } from '../../db/client.ts';
import { sqlExecutor } from './sql-executor.ts';

/** Every schedule is read in Swedish time: "03:30" stays 03:30 across summer time. */
export const SCHEDULE_TIME_ZONE = 'Europe/Stockholm';
/** pg-boss keeps its tables in this schema of the product's database. */
export const JOBS_SCHEMA = 'pgboss';

/** A job that used up its retries is moved to this queue, which the logs name. */
export const deadLetterQueue = (name: string) => `${name}.dead`;

export interface JobContext {
  jobId: string;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
  /** A failure now moves the job to its dead-letter queue instead of retrying it. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object = object> {
  /** The queue's name, `<module>.<what>`: `mail.deliver`, `auth.purge`. */
  name: string;
  /** Throwing fails the run: it is retried with backoff, and after the last retry dead-lettered. */
  handler(data: T, context: JobContext): Promise<unknown>;
  /** Cron (minute hour day month weekday) in Europe/Stockholm; runs once across all processes. */
  cron?: string;
  /** Retries after a failed run (default 3). */
  retryLimit?: number;
  /** First retry after about this long, doubling (with jitter) after each failure (default 30). */
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed, as does one whose process died (default 900). */
  expireInSeconds?: number;
  /** Runs once a job has landed in the dead-letter queue, for the module to record the loss. */
  onDeadLetter?(data: T): Promise<void>;
}

export interface SendOptions {
  /** The caller's transaction: the job exists once that commits, and never if it rolls back. */
  tx?: Executor;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** What modules see of the job queue (`app.jobs`). */
export interface Jobs {
  /** Registers a job; before the app is ready. The queue, its dead-letter queue and cron follow. */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Queues one run of a defined job with this data. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  log: JobLog;
  /** Off: queues are created and jobs can be sent, but this process works none and runs no cron. */
  enabled: boolean;
  pollingIntervalSeconds: number;
  /** How long stopping waits for running jobs before failing them for a retry elsewhere. */
  stopGraceSeconds?: number;
}

export interface JobRunner extends Jobs {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 900 };

/**
 * pg-boss creates a queue's table with DDL that deadlocks when two processes create the same
 * queue at once (several API processes starting together): setting queues up takes turns.
 */
const QUEUE_SETUP_LOCK = 7_366_002;

/** pg-boss on the product's PostgreSQL: queues, retries with backoff, dead letters and cron. */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { log, enabled } = opts;
  const definitions = new Map<string, JobDefinition<object>>();
  let started = false;
  let stopped = false;
  const db = sqlExecutor(opts.db, () => stopped);
  // Two pg-boss instances on the same pool: one sets the queues up and sends, in every process;
  // the other works jobs, runs cron and maintenance (expiring runs of dead processes, archiving),
  // only where jobs are on. It starts once the queues and schedules exist, so its first look at
  // the schedules already finds them.
  const boss = new PgBoss({ db, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  const worker = enabled
    ? new PgBoss({
        db,
        schema: JOBS_SCHEMA,
        migrate: false,
        supervise: true,
        schedule: true,
        // Due cron runs are handed to their queue by a worker of pg-boss's own, polling like ours.
        cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.ceil(opts.pollingIntervalSeconds))),
      })
    : undefined;
  // Mostly the database out of reach (pg-boss polls on): its code and message, never the error
  // whole, which may hold a query's parameters.
  for (const b of [boss, worker]) b?.on('error', (err) => log.warn(connectionLoss(err), 'job queue error'));

  async function run(def: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const context: JobContext = {
      jobId: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      return await def.handler(job.data, context);
    } catch (err) {
      log.warn(
        { err, queue: def.name, jobId: job.id, retryCount: job.retryCount, lastAttempt: context.lastAttempt },
        context.lastAttempt ? 'job failed for the last time' : 'job failed, it will be retried',
      );
      throw err;
    }
  }

  async function buryDead(def: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    log.error(
      { queue: def.name, deadLetterQueue: deadLetterQueue(def.name), jobId: job.id, output: job.output },
      `job of ${def.name} gave up and is in the dead-letter queue ${deadLetterQueue(def.name)}`,
    );
    await def.onDeadLetter?.(job.data);
  }

  async function createQueues(def: JobDefinition<object>) {
    const dead = deadLetterQueue(def.name);
    await boss.createQueue(dead, { name: dead });
    const queue = {
      name: def.name,
      retryLimit: def.retryLimit ?? DEFAULTS.retryLimit,
      retryDelay: def.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: def.expireInSeconds ?? DEFAULTS.expireInSeconds,
      deadLetter: dead,
    };
    // createQueue keeps an existing queue as it was; updateQueue brings its options up to date.
    await boss.createQueue(def.name, queue);
    await boss.updateQueue(def.name, queue);
    if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: SCHEDULE_TIME_ZONE });
    else await boss.unschedule(def.name);
  }

  async function work(worker: PgBoss, def: JobDefinition<object>) {
    const options = {
      includeMetadata: true as const,
      batchSize: 1,
      pollingIntervalSeconds: opts.pollingIntervalSeconds,
    };
    // pg-boss waits the polling interval after every fetch, a job found or not: one job per queue
    // every two seconds, which a soak at two bookings a second left hundreds of events behind. A
    // job done asks for the next at once; an empty queue is polled at the interval.
    let id: string | undefined;
    id = await worker.work<object>(def.name, options, async ([job]) => {
      if (!job) return undefined;
      try {
        return await run(def, job);
      } finally {
        if (id) worker.notifyWorker(id);
      }
    });
    await worker.work<object>(deadLetterQueue(def.name), options, async ([job]) =>
      job ? buryDead(def, job) : undefined,
    );
  }

  return {
    define(job) {
      if (started) throw new Error(`job ${job.name} defined after the job queue started`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      definitions.set(job.name, job as unknown as JobDefinition<object>);
    },

    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`no job ${name} is defined`);
      const id = await boss.send(name, data, {
        ...(options.tx ? { db: sqlExecutor(options.tx) } : {}),
        // As a time, not a number of seconds: pg-boss reads the one value both as a timestamp and
        // as an interval in one statement, and sqlExecutor binds each reading as its own parameter,
        // so PostgreSQL would parse "90" as a timestamp and refuse it.
        ...(options.startAfterSeconds
          ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
          : {}),
      });
      // pg-boss answers null when the queue does not exist: the runner has not started.
      if (!id) throw new Error(`job ${name} could not be queued`);
      return id;
    },

    async start() {
      started = true;
      stopped = false;
      await boss.start();
      // The transaction only holds the lock; pg-boss works on other connections meanwhile.
      await opts.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
        for (const def of definitions.values()) await createQueues(def);
      });
      if (!worker) return;
      await worker.start();
      for (const def of definitions.values()) await work(worker, def);
      log.info({ jobs: [...definitions.keys()] }, 'job workers started');
    },

    async stop() {
      if (!started) return;
      // Waits for running jobs (up to the timeout); what is left is failed and retried elsewhere.
      await worker?.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: (opts.stopGraceSeconds ?? 10) * 1000,
      });
      await boss.stop({ graceful: true, wait: true, close: false });
      stopped = true;
    },
  };
}
