import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
  webhookEndpointRequestSchema,
} from '@skeppa/domain';
import { isApiError } from '@/shared/api/api-error';

/** The endpoint as typed in the form. */
export interface EndpointDraft {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

/** A translation key per field that is not right. */
export type EndpointProblems = Partial<Record<keyof EndpointDraft, string>>;

/** A new endpoint starts with every event ticked: most integrations want them all. */
export function endpointDraft(endpoint?: WebhookEndpoint): EndpointDraft {
  return endpoint
    ? { url: endpoint.url, description: endpoint.description, eventTypes: [...endpoint.eventTypes] }
    : { url: 'https://', description: '', eventTypes: [...WEBHOOK_EVENT_TYPES] };
}

const FIELD_PROBLEM: Record<keyof EndpointDraft, (d: EndpointDraft) => string> = {
  url: (d) =>
    d.url.trim() === '' || d.url.trim() === 'https://' ? 'validation.required' : 'webhooks.form.urlInvalid',
  description: () => 'validation.tooLong',
  eventTypes: () => 'webhooks.form.eventTypesRequired',
};

// The ticked types in the catalogue's order, whatever order they were ticked in.
const inOrder = (types: readonly WebhookEventType[]) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t));

const parse = (d: EndpointDraft) =>
  webhookEndpointRequestSchema.safeParse({ ...d, eventTypes: inOrder(d.eventTypes) });

/** What is wrong, field by field, by the same schema the API checks with. */
export function endpointProblems(draft: EndpointDraft): EndpointProblems {
  const result = parse(draft);
  if (result.success) return {};
  const problems: EndpointProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EndpointDraft;
    if (field in FIELD_PROBLEM) problems[field] ??= FIELD_PROBLEM[field](draft);
  }
  return problems;
}

/** The request to send, or null while the draft has problems. */
export function endpointRequest(draft: EndpointDraft): WebhookEndpointRequest | null {
  const result = parse(draft);
  return result.success ? result.data : null;
}

/** The server's refusals of the address (not https, not public, no such host), shown at the field. */
const URL_CODES = [
  'webhook.https_required',
  'webhook.address_refused',
  'webhook.unresolvable',
  'webhook.url_credentials',
];

export function isAddressRefusal(error: unknown): boolean {
  return isApiError(error) && URL_CODES.includes(error.code ?? '');
}
