import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type Customer,
  ORDER_DEFAULT_PAGE_SIZE,
  ORDER_PAGE_SIZES,
  ORDER_SORT_FIELDS,
  type Order,
  type OrderSortField,
} from '@skeppa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBulkDeleteOrders } from '@/shared/api/bookings/bulk-delete-orders';
import { bookingsKey } from '@/shared/api/bookings/keys';
import { type OrderListParams, useOrderList } from '@/shared/api/bookings/list-orders';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PrintAction } from '@/shared/print/print-action';
import { PageLoader } from '@/shared/ui/page-loader';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useUpdateShowAllBooked } from '../api/update-show-all-booked';
import { defaultFilter, type ListFilter, rangeIsValid } from '../model/list-filter';
import { BulkBar } from './bulk-bar';
import { ConfirmDelete } from './confirm-delete';
import { ListFilters } from './list-filters';
import { OrderTable, type TableState } from './order-table';

const isSortField = (column: string): column is OrderSortField =>
  (ORDER_SORT_FIELDS as readonly string[]).includes(column);

/**
 * The selected shipments to print, in the list's order. Archived ones go too: the server names them
 * as left out rather than the list dropping them silently.
 */
function printable(selected: readonly Order[]): number[] {
  return selected.flatMap((o) => (o.consignmentId === null ? [] : [o.consignmentId]));
}

/** /consignment/list (booked) and /consignment/new (not booked): one screen, two lists. */
export function OrderListScreen({ booked }: { booked: boolean }) {
  const customer = useCustomer().data;
  if (!customer) return <PageLoader />;
  return <OrderList booked={booked} customer={customer} />;
}

function OrderList({ booked, customer }: { booked: boolean; customer: Customer }) {
  const { t } = useTranslation();
  const flash = useSuccessFlash();
  const [filter, setFilter] = useState<ListFilter>(() => defaultFilter(new Date()));
  const [search] = useDebouncedValue(filter.search.trim(), 300);
  const [state, setState] = useState<TableState>({
    page: 1,
    pageSize: ORDER_DEFAULT_PAGE_SIZE,
    sort: { columnAccessor: booked ? 'dateBooked' : 'datePlaced', direction: 'desc' },
  });
  const sortColumn = String(state.sort.columnAccessor);
  const params: OrderListParams = {
    booked,
    ...(rangeIsValid(filter) ? { from: filter.from, to: filter.to } : {}),
    search,
    ...(booked && filter.status ? { status: filter.status } : {}),
    page: state.page,
    pageSize: state.pageSize,
    sort: isSortField(sortColumn) ? sortColumn : booked ? 'dateBooked' : 'datePlaced',
    order: state.sort.direction,
  };
  const list = useOrderList(customer.id, params, rangeIsValid(filter));
  const showAll = useUpdateShowAllBooked(customer.id);
  const [selected, setSelected] = useState<Order[]>([]);
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const remove = useBulkDeleteOrders();

  const change = (patch: Partial<ListFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setState((s) => ({ ...s, page: 1 }));
    setSelected([]);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(deleting);
      setSelected((s) => s.filter((o) => !deleting.includes(o.orderNo)));
      setDeleting(null);
      flash();
    } catch (error) {
      setDeleteFailure(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t(booked ? 'routes.consignmentList' : 'routes.consignmentNew')}
        </Title>
        {!booked && (
          <Text size="sm" c="dimmed">
            {t('consignments.list.newNote')}
          </Text>
        )}
      </Stack>
      <ListFilters
        filter={filter}
        onChange={change}
        withStatus={booked}
        showAll={
          booked
            ? {
                checked: customer.showAllBooked,
                onChange: (checked) => {
                  setState((s) => ({ ...s, page: 1 }));
                  setSelected([]);
                  showAll.mutate(checked);
                },
              }
            : undefined
        }
      />
      {selected.length > 0 && (
        <BulkBar
          count={selected.length}
          busy={remove.isPending}
          onDelete={booked ? undefined : () => setDeleting(selected.map((o) => o.orderNo))}
          onClear={() => setSelected([])}
        >
          {booked && (
            <PrintAction
              bulk
              size="xs"
              consignmentIds={printable(selected)}
              onPrinted={() => void client.invalidateQueries({ queryKey: bookingsKey })}
            />
          )}
        </BulkBar>
      )}
      {list.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, list.error)}
        </Alert>
      )}
      <OrderTable
        booked={booked}
        orders={list.data?.orders ?? []}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        fetching={list.isFetching}
        pageSizes={ORDER_PAGE_SIZES}
        state={state}
        onStateChange={(next) => {
          setState(next);
          setSelected([]);
        }}
        selected={selected}
        onSelectedChange={setSelected}
        onDelete={booked ? undefined : (o) => setDeleting([o.orderNo])}
        onPrinted={booked ? () => void client.invalidateQueries({ queryKey: bookingsKey }) : undefined}
      />
      {booked && customer.showAllBooked && (
        <Group>
          <Text size="xs" c="dimmed">
            {t('consignments.list.allUsersNote')}
          </Text>
        </Group>
      )}
      <ConfirmDelete
        orderNos={deleting}
        busy={remove.isPending}
        failure={deleteFailure}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          setDeleteFailure(null);
        }}
      />
    </Stack>
  );
}
