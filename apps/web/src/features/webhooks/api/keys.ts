/** Every webhook query sits under this key: a change reads the endpoints and deliveries again. */
export const webhooksKey = ['webhooks'] as const;
export const endpointsKey = [...webhooksKey, 'endpoints'] as const;
export const deliveriesKey = (endpointId: number) => [...webhooksKey, 'deliveries', endpointId] as const;
