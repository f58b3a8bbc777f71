import { paths } from '@/shared/routes/paths';

/** The consignment page of one shipment. */
export const consignmentPath = (orderNo: string) =>
  `${paths.consignment}?orderNo=${encodeURIComponent(orderNo)}`;

/** Step 4 of an unbooked shipment, where it is checked and booked. */
export const bookPath = (orderNo: string) => `${paths.shipmentStep4}?orderNo=${encodeURIComponent(orderNo)}`;
