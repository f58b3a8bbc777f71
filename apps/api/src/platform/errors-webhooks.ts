/**
 * The codes of a company's webhooks: its endpoints, the addresses they may have, and redelivery.
 * Part of the one catalogue (errors.ts).
 */
export const WEBHOOK_ERRORS = {
  'webhook.admin_required': {
    status: 403,
    description: "Only the company's administrators manage its webhooks",
  },
  'webhook.endpoint_not_found': { status: 404, description: 'Webhook endpoint not found' },
  'webhook.delivery_not_found': { status: 404, description: 'Webhook delivery not found' },
  'webhook.https_required': {
    status: 400,
    description: 'The endpoint must be an https address',
  },
  'webhook.address_refused': {
    status: 400,
    description:
      "The endpoint's host is, or resolves to, a private, loopback, link-local or otherwise non-public address",
  },
  'webhook.unresolvable': { status: 400, description: "The endpoint's host name resolves to no address" },
  'webhook.url_credentials': {
    status: 400,
    description: 'The endpoint address may not carry a user name or password',
  },
  'webhook.too_many_endpoints': {
    status: 409,
    description: 'The company has as many webhook endpoints as allowed',
  },
  'webhook.endpoint_paused': {
    status: 409,
    description: 'The endpoint is paused: resume it, then redeliver',
  },
} as const;
