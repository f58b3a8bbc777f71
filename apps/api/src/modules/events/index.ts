/** The events module's face: what other modules may use of it. */
export { EVENT_RETENTION_DAYS, PURGE_EVENTS_JOB } from './jobs/purge.ts';
export { eventsPlugin } from './plugin.ts';
export type { Events, PublishedEvent, Subscriber } from './service.ts';
export { deliveryQueue } from './service.ts';
