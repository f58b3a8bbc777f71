// The claims module's face: the plugin (`app.claims`), its routes, and the port through which the
// complaints module hands over its open cases for the deadline mails. It owns insurance_claims,
// claim_files and aftercare_deadline_notices.
export type { OpenCaseSource } from './deadline-notices.ts';
export type { OpenCase } from './notices-repository.ts';
export { claimsPlugin } from './plugin.ts';
export { claimRoutes } from './routes.ts';
