import { OrderListScreen } from '../components/order-list-screen';

/** /consignment/list: the booked shipments, the customer's own or the whole company's (SPEC §2). */
export default function ConsignmentListPage() {
  return <OrderListScreen booked />;
}

export { consignmentTexts as texts } from '../texts';
