/**
 * The codes of a company's integrations: API keys (and what a key may call). Part of the one
 * catalogue (errors.ts).
 */
export const INTEGRATION_ERRORS = {
  'apikey.invalid': { status: 401, description: 'The API key is not known' },
  'apikey.revoked': { status: 401, description: 'The API key has been revoked' },
  'apikey.expired': { status: 401, description: 'The API key has expired' },
  'apikey.scope_missing': { status: 403, description: "The API key's scopes do not allow this call" },
  'apikey.route_not_allowed': {
    status: 403,
    description: 'This call is not open to API keys: sign in as a user',
  },
  'apikey.admin_required': {
    status: 403,
    description: "Only the company's administrators manage its API keys",
  },
  'apikey.not_found': { status: 404, description: 'API key not found' },
  'apikey.not_active': { status: 409, description: 'Only an active API key can be rotated' },
  'apikey.expiry_past': { status: 400, description: 'The last day of a key cannot be in the past' },
} as const;
