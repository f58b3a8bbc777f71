// The auth module's face.
export { authJobsPlugin } from './plugin.ts';
export { authRoutes } from './routes.ts';
export { ssoKeyRoutes } from './sso-key-routes.ts';
