// The customer mail module's face: POST /email.
export { emailRoutes } from './routes.ts';
