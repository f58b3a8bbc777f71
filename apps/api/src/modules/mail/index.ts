// The mail module's face: the outbox (`app.mail`), its hourly quota and the content a mail carries.
export { mailPlugin } from './plugin.ts';
export { assertMailQuota } from './quota.ts';
export type { MailContent } from './render.ts';
export { mailTestRoutes } from './routes.ts';
export type { Mail, MailAttachment } from './service.ts';
