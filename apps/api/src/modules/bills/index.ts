/** The bills module's face: what other modules and the app may use of it. */
export type { CreditProblem } from './balance.ts';
export { INVOICE_RUN_JOB } from './jobs/invoice-run.ts';
export { type BillsPluginOptions, billsPlugin } from './plugin.ts';
export { billRoutes } from './routes.ts';
