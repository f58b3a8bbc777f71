// The domain schemas of the answers the first screens (welcome, login, SSO, demo) read. This module
// is only ever imported lazily, through loadFirstScreenSchemas.
export {
  apiErrorBodySchema,
  contentSchema,
  refreshResponseSchema,
  signinResponseSchema,
  userSessionSchema,
} from '@skeppa/domain';
