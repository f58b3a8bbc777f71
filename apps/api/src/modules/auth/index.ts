// The auth module's face.
export { authRoutes } from './routes.ts';
export { ssoKeyRoutes } from './sso-key-routes.ts';
