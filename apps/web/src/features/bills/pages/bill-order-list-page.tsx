import { Alert, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BILL_DEFAULT_PAGE_SIZE, CUSTOMER_LEVEL_ADMIN, type Customer } from '@skeppa/domain';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { useBillOrders } from '../api/list-bill-orders';
import { OrderFilters } from '../components/order-filters';
import { OrderTable } from '../components/order-table';
import { PageHeader } from '../components/page-header';
import { TableSkeleton } from '../components/table-skeleton';
import { defaultRange, type OrderFilter, orderListParams, type Paging, rangeIsValid } from '../model/filters';

/** How long typing pauses before a search is sent, as in the other lists. */
const SEARCH_DELAY_MS = 300;

/** `/bill/order/list`: what each booking costs, invoiced and not yet, linked to its shipment (SPEC §2). */
export default function BillOrderListPage() {
  const customer = useCustomer().data;
  if (!customer) return <PageLoader />;
  return <BillOrderList customer={customer} />;
}

function BillOrderList({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilter>(() => ({
    ...defaultRange(new Date()),
    search: '',
    billed: '',
  }));
  const [search] = useDebouncedValue(filter.search, SEARCH_DELAY_MS);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: BILL_DEFAULT_PAGE_SIZE });
  const list = useBillOrders(
    customer.id,
    orderListParams({ ...filter, search }, paging),
    rangeIsValid(filter),
  );
  const change = (patch: Partial<OrderFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <Stack gap="md">
      <PageHeader current="billOrderList" intro={t('bills.orders.intro')} />
      <OrderFilters filter={filter} onChange={change} />
      {list.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, list.error)}
        </Alert>
      )}
      {list.isPending && list.fetchStatus === 'fetching' ? (
        <TableSkeleton label={t('bills.orders.loading')} />
      ) : (
        <OrderTable
          orders={list.data?.orders ?? []}
          total={list.data?.total ?? 0}
          fetching={list.isFetching}
          filtered={search.trim() !== '' || filter.billed !== ''}
          companyWide={customer.custLevel === CUSTOMER_LEVEL_ADMIN}
          paging={paging}
          onPagingChange={setPaging}
        />
      )}
    </Stack>
  );
}

export { billTexts as texts } from '../texts';
