import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookDeliveryListResponse,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { WebhookDeliverer } from './deliver.ts';
import { deliveryRepository } from './delivery-repository.ts';
import type { WebhookDeps } from './deps.ts';
import { assertWebhookAdmin, type EndpointService } from './endpoint-service.ts';
import { presentAttempt, presentDelivery } from './presenter.ts';

/** What was sent to a company's endpoints, and sending one event again by hand. */
export function deliveryService(deps: WebhookDeps, endpoints: EndpointService, deliverer: WebhookDeliverer) {
  const repo = deliveryRepository(deps.db);

  async function owned(user: AccessClaims, id: number) {
    assertWebhookAdmin(user);
    const found = await repo.findForCompany(id, user.companyId);
    if (!found) throw new AppError('webhook.delivery_not_found');
    return found;
  }

  async function presented(id: number): Promise<WebhookDelivery> {
    const row = await repo.listed(id);
    if (!row) throw new AppError('webhook.delivery_not_found');
    return presentDelivery(row);
  }

  return {
    async list(
      user: AccessClaims,
      endpointId: number,
      q: WebhookDeliveryListQuery,
    ): Promise<WebhookDeliveryListResponse> {
      await endpoints.owned(user, endpointId);
      const { rows, total } = await repo.page(endpointId, q.page, q.pageSize);
      return { deliveries: rows.map(presentDelivery), total, page: q.page, pageSize: q.pageSize };
    },

    async attempts(user: AccessClaims, id: number): Promise<WebhookAttempt[]> {
      await owned(user, id);
      return (await repo.attempts(id)).map(presentAttempt);
    },

    /**
     * The event once more, now, whatever became of it (delivered, given up, still retrying): the
     * same body and event id, signed anew. It waits for its answer (at most the attempt's
     * timeout) and returns the delivery with that attempt. A paused endpoint is resumed first, by
     * its administrator: until then nothing is sent to it.
     */
    async redeliver(user: AccessClaims, id: number): Promise<WebhookDelivery> {
      const found = await owned(user, id);
      if (found.state === 'paused') throw new AppError('webhook.endpoint_paused');
      await deliverer.attempt({ deliveryId: id, manual: true });
      return presented(id);
    },
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
