/**
 * Query keys that more than one feature touches. Prices are cached by the shipment feature;
 * whatever changes what a price would be (the customer's carriers) invalidates them by this prefix.
 */
export const PRICE_QUERY_KEY = ['shipment', 'price'] as const;
