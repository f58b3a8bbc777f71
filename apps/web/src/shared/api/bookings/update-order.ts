import { type Order, orderSchema, orderUpdateRequestSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../client';
import { bookingsKey } from './keys';

export type OrderUpdateInput = z.input<typeof orderUpdateRequestSchema>;

/** The order as PUT /order/ takes it back, whole (what it leaves out is reset): as it is, with `changes`. */
export function orderUpdateOf(order: Order, changes: Partial<OrderUpdateInput>): OrderUpdateInput {
  return {
    orderNo: order.orderNo,
    consignmentId: order.consignmentId,
    supplierId: order.supplierId,
    priceSupplier: order.priceSupplier,
    templateName: order.templateName,
    consigneeType: order.consigneeType,
    calculatedPrice: order.calculatedPrice,
    calculatedCurrency: order.calculatedCurrency,
    senderOrderRef: order.senderOrderRef,
    noPickup: order.noPickup,
    insured: order.insured,
    goodsValue: order.goodsValue,
    ...changes,
  };
}

/** PUT /order/: the order's price, service, insurance or reference changed. */
export async function updateOrder(order: OrderUpdateInput): Promise<Order> {
  return orderSchema.parse(await api.put('/order/', orderUpdateRequestSchema.parse(order)));
}

export function useUpdateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
