import type { DomainEvent, DomainEventType } from '@skeppa/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import { eventRepository } from './repository.ts';

/** An event as a subscriber receives it: as published, with its id and when it was written. */
export type PublishedEvent<T extends DomainEventType = DomainEventType> = Extract<
  DomainEvent,
  { type: T }
> & {
  id: string;
  createdAt: Date;
};

export interface Subscriber<T extends DomainEventType> {
  /** `<module>.<what>`, unique: the queue `events.<name>` and the delivery mark carry it. */
  name: string;
  types: readonly T[];
  /**
   * Handles one event, in the transaction that marks it handled: what it writes (an outbox row,
   * a job) commits with the mark, so a delivery that comes again does nothing. Throwing rolls both
   * back and the delivery is retried.
   */
  handle(tx: Executor, event: PublishedEvent<T>): Promise<void>;
  /** Retries after a failure (default 5), the first after about this long (default 30 s), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** What modules see of domain events (`app.events`). */
export interface Events {
  /**
   * Writes the events in the caller's transaction with one delivery job per subscriber of each:
   * they exist once the change commits, and never if it rolls back.
   */
  publish(tx: Executor, event: DomainEvent | readonly DomainEvent[]): Promise<void>;
  /** Registers a subscriber while the app is built (before its job queue starts). */
  subscribe<T extends DomainEventType>(subscriber: Subscriber<T>): void;
}

export interface DeliverEventData {
  eventId: string;
}

export const deliveryQueue = (subscriber: string) => `events.${subscriber}`;

export function createEvents(deps: { db: Database; jobs: Jobs }): Events {
  const subscribers = new Map<string, string[]>();
  const names = new Set<string>();

  /** One delivery of one event to one subscriber: handled at most once, however often it comes. */
  function deliver(sub: Subscriber<DomainEventType>) {
    return (data: DeliverEventData) =>
      deps.db.transaction(async (tx) => {
        const repo = eventRepository(tx);
        // Purged (older than 30 days) before its delivery came: nothing is left to tell.
        const row = await repo.find(data.eventId);
        if (!row || !(await repo.claim(row.id, sub.name))) return;
        await sub.handle(tx, row as PublishedEvent);
      });
  }

  return {
    async publish(tx, event) {
      const list: readonly DomainEvent[] = 'type' in event ? [event] : event;
      if (list.length === 0) return;
      const rows = await eventRepository(tx).insert(list);
      for (const row of rows) {
        for (const name of subscribers.get(row.type) ?? []) {
          await deps.jobs.send<DeliverEventData>(deliveryQueue(name), { eventId: row.id }, { tx });
        }
      }
    },

    subscribe(sub) {
      if (names.has(sub.name)) throw new Error(`event subscriber ${sub.name} is registered twice`);
      names.add(sub.name);
      const job: JobDefinition<DeliverEventData> = {
        name: deliveryQueue(sub.name),
        handler: deliver(sub as unknown as Subscriber<DomainEventType>),
        retryLimit: sub.retryLimit ?? 5,
        retryDelaySeconds: sub.retryDelaySeconds ?? 30,
      };
      deps.jobs.define(job);
      for (const type of sub.types) subscribers.set(type, [...(subscribers.get(type) ?? []), sub.name]);
    },
  };
}
