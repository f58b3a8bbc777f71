/**
 * Paging and sorting of the shipment lists. Interim: these follow the list query the API declares
 * for GET /order/customer/{custId}; once the domain exports its page sizes and sort fields, import
 * those instead.
 */
export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ORDER_DEFAULT_PAGE_SIZE = 25;
/** Columns the server sorts by; the others are not sortable. */
export const ORDER_SORTABLE = new Set<string>([
  'dateBooked',
  'datePlaced',
  'orderNo',
  'consignmentNo',
  'senderOrderRef',
  'calculatedPrice',
]);
