import { OrderListScreen } from '../components/order-list-screen';

/** /consignment/new: the shipments saved but not booked, each linking into step 4 (SPEC §2). */
export default function ConsignmentNewPage() {
  return <OrderListScreen booked={false} />;
}

export { consignmentTexts as texts } from '../texts';
