import {
  CUSTOMER_LEVEL_ADMIN,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEndpointWithSecret,
  type WebhookRotateRequest,
} from '@skeppa/domain';
import { AppError, type ErrorCode } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { changedFields } from '../audit/index.ts';
import { type AddressRefusal, checkTarget } from './address-guard.ts';
import type { WebhookDeps } from './deps.ts';
import { presentEndpoint } from './presenter.ts';
import { type EndpointRow, endpointRepository } from './repository.ts';
import { resumeEndpoint } from './schedule.ts';
import { newWebhookSecret, secretHint } from './secret-box.ts';

const REFUSALS: Record<AddressRefusal, ErrorCode> = {
  https_required: 'webhook.https_required',
  address_refused: 'webhook.address_refused',
  unresolvable: 'webhook.unresolvable',
  credentials: 'webhook.url_credentials',
};

const HOUR_MS = 60 * 60 * 1000;

/** Webhooks are the company's integration: its administrators manage them, no one else. */
export function assertWebhookAdmin(user: AccessClaims) {
  if (user.level !== CUSTOMER_LEVEL_ADMIN) throw new AppError('webhook.admin_required');
}

/**
 * A company's endpoints (issue 35.2): registered with an address checked as a request would be
 * (resolved, every address public), a secret shown once at creation and at each rotation, and
 * resumed by hand after a pause. Another company's endpoint answers 404.
 */
export function endpointService(deps: WebhookDeps) {
  const repo = endpointRepository(deps.db);

  async function owned(user: AccessClaims, id: number): Promise<EndpointRow> {
    assertWebhookAdmin(user);
    const row = await repo.find(id, user.companyId);
    if (!row) throw new AppError('webhook.endpoint_not_found');
    return row;
  }

  async function checkAddress(url: string) {
    const target = await checkTarget(url, deps.guard);
    if (!target.ok) throw new AppError(REFUSALS[target.refusal]);
  }

  const present = (row: EndpointRow) => presentEndpoint(row, deps.now());
  const withSecret = (row: EndpointRow, secret: string): WebhookEndpointWithSecret => ({
    ...present(row),
    secret,
  });

  return {
    owned,

    async list(user: AccessClaims): Promise<WebhookEndpoint[]> {
      assertWebhookAdmin(user);
      return (await repo.list(user.companyId)).map(present);
    },

    async get(user: AccessClaims, id: number): Promise<WebhookEndpoint> {
      return present(await owned(user, id));
    },

    async create(user: AccessClaims, request: WebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
      assertWebhookAdmin(user);
      await checkAddress(request.url);
      const secret = newWebhookSecret();
      const now = deps.now();
      const row = await deps.db.transaction(async (tx) => {
        const endpoints = endpointRepository(tx);
        await endpoints.lockCompany(user.companyId);
        if ((await endpoints.count(user.companyId)) >= MAX_WEBHOOK_ENDPOINTS)
          throw new AppError('webhook.too_many_endpoints');
        const made = await endpoints.insert({
          companyId: user.companyId,
          url: request.url,
          description: request.description,
          eventTypes: request.eventTypes,
          secret: deps.box.seal(secret),
          secretHint: secretHint(secret),
          createdBy: user.customerId,
          createdAt: now,
          updatedAt: now,
        });
        await deps.audit.record(tx, user, {
          action: 'webhook.endpoint_created',
          object: { id: made.id, label: made.url },
          changes: changedFields(null, {
            url: made.url,
            description: made.description,
            eventTypes: made.eventTypes,
          }),
        });
        return made;
      });
      return withSecret(row, secret);
    },

    /** A new address, description or set of events; the secret and the state stay. */
    async update(user: AccessClaims, id: number, request: WebhookEndpointRequest): Promise<WebhookEndpoint> {
      const before = await owned(user, id);
      if (request.url !== before.url) await checkAddress(request.url);
      const row = await deps.db.transaction(async (tx) => {
        const after = await endpointRepository(tx).update(id, user.companyId, {
          url: request.url,
          description: request.description,
          eventTypes: request.eventTypes,
          updatedAt: deps.now(),
        });
        if (!after) throw new AppError('webhook.endpoint_not_found');
        const fields = (e: EndpointRow) => ({
          url: e.url,
          description: e.description,
          eventTypes: e.eventTypes,
        });
        await deps.audit.record(tx, user, {
          action: 'webhook.endpoint_changed',
          object: { id, label: after.url },
          changes: changedFields(fields(before), fields(after)),
        });
        return after;
      });
      return present(row);
    },

    async remove(user: AccessClaims, id: number): Promise<void> {
      const before = await owned(user, id);
      await deps.db.transaction(async (tx) => {
        if (!(await endpointRepository(tx).remove(id, user.companyId)))
          throw new AppError('webhook.endpoint_not_found');
        await deps.audit.record(tx, user, {
          action: 'webhook.endpoint_deleted',
          object: { id, label: before.url },
        });
      });
    },

    /**
     * A new secret, shown this once. The current one keeps signing beside it for the overlap (both
     * `v1=` go out), so the receiver can take the new one without missing an event; no overlap
     * drops it at once. A secret from an earlier rotation still in its overlap is dropped.
     */
    async rotate(
      user: AccessClaims,
      id: number,
      request: WebhookRotateRequest,
    ): Promise<WebhookEndpointWithSecret> {
      await owned(user, id);
      const secret = newWebhookSecret();
      const now = deps.now();
      const row = await deps.db.transaction(async (tx) => {
        const current = await endpointRepository(tx).lock(id);
        if (!current || current.companyId !== user.companyId)
          throw new AppError('webhook.endpoint_not_found');
        const overlap = request.overlapHours > 0;
        await deps.audit.record(tx, user, {
          action: 'webhook.endpoint_rotated',
          object: { id, label: current.url },
          changes: { overlapHours: { from: null, to: request.overlapHours } },
        });
        return endpointRepository(tx).update(id, user.companyId, {
          secret: deps.box.seal(secret),
          secretHint: secretHint(secret),
          previousSecret: overlap ? current.secret : null,
          previousSecretExpiresAt: overlap ? new Date(now.getTime() + request.overlapHours * HOUR_MS) : null,
          updatedAt: now,
        });
      });
      if (!row) throw new AppError('webhook.endpoint_not_found');
      return withSecret(row, secret);
    },

    /** A paused endpoint active again: its held deliveries of the last three days go out now. */
    async resume(user: AccessClaims, id: number): Promise<WebhookEndpoint> {
      await owned(user, id);
      return present(await resumeEndpoint(deps, id, user.companyId));
    },
  };
}

export type EndpointService = ReturnType<typeof endpointService>;
