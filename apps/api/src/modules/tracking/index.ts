// The tracking module's face: what the app registers and what other modules may use.
export { POLL_TRACKING_JOB } from './jobs/poll.ts';
export { trackingPlugin } from './plugin.ts';
export { trackingRoutes } from './routes.ts';
