/** The webhooks module's face: what the app and other modules may use of it. */
export { PURGE_WEBHOOKS_JOB, WEBHOOK_DELIVERY_RETENTION_DAYS } from './jobs/purge.ts';
export { type WebhooksPluginOptions, webhooksPlugin } from './plugin.ts';
export { webhookRoutes } from './routes.ts';
export { DELIVER_WEBHOOK_JOB } from './schedule.ts';
