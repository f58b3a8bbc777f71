import 'mantine-datatable/styles.css';
import { ActionIcon, Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Order, PlaceSummary } from '@skeppa/domain';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { Link } from 'react-router';
import { ServiceName } from '@/shared/api/freight-service/service-name';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PrintAction } from '@/shared/print/print-action';
import { tablePaging } from '@/shared/ui/table-paging';
import { bookPath, consignmentPath } from '../model/links';
import { carrierName, summaryLine } from '../model/order-row';
import { StatusBadge } from './status-badge';

export interface TableState {
  page: number;
  pageSize: number;
  sort: DataTableSortStatus<Order>;
}

interface Props {
  /** The booked list (links to the consignment page) or the not-booked one (links into step 4). */
  booked: boolean;
  orders: Order[];
  total: number;
  /** The server stopped counting at `total`: there are more. */
  totalCapped: boolean;
  fetching: boolean;
  pageSizes: readonly number[];
  state: TableState;
  onStateChange: (state: TableState) => void;
  selected: Order[];
  onSelectedChange: (orders: Order[]) => void;
  /** Unbooked rows can be deleted one by one; booked ones cannot. */
  onDelete?: ((order: Order) => void) | undefined;
  /** A booked row was printed (its status is now printed). */
  onPrinted?: (() => void) | undefined;
}

function Place({ place: summary }: { place: PlaceSummary | null }) {
  const { name, place } = summaryLine(summary);
  return (
    <Stack gap={0} maw={140}>
      <Text size="sm" fw={500} truncate="end" title={name}>
        {name}
      </Text>
      <Text size="xs" c="gray.8" truncate="end">
        {place}
      </Text>
    </Stack>
  );
}

/**
 * A shipment list as a table: paged and sorted on the server, selectable for bulk actions (delete
 * of unbooked shipments; the booked list's print goes beside it).
 */
export function OrderTable(p: Props) {
  const { t } = useTranslation();
  const link = (o: Order) => (p.booked ? consignmentPath(o.orderNo) : bookPath(o.orderNo));
  const number = (o: Order) => (p.booked ? (o.consignmentNo ?? o.orderNo) : o.orderNo);
  const columns: DataTableColumn<Order>[] = [
    p.booked
      ? {
          accessor: 'dateBooked',
          title: t('consignments.columns.dateBooked'),
          sortable: true,
          noWrap: true,
          render: (o) => formatDate(o.dateBooked),
        }
      : {
          accessor: 'datePlaced',
          title: t('consignments.columns.datePlaced'),
          sortable: true,
          noWrap: true,
          render: (o) => formatDate(o.datePlaced, { time: true }),
        },
    {
      accessor: p.booked ? 'consignmentNo' : 'orderNo',
      title: t(p.booked ? 'consignments.columns.consignmentNo' : 'consignments.columns.orderNo'),
      sortable: true,
      render: (o) => (
        <Stack gap={4} align="flex-start">
          <Anchor
            component={Link}
            to={link(o)}
            size="sm"
            fw={600}
            aria-label={t('consignments.list.open', { orderNo: number(o) })}
          >
            {number(o)}
          </Anchor>
          {/* The status with its number: a column of its own made the list wider than its card. */}
          {p.booked && <StatusBadge order={o} size="sm" />}
        </Stack>
      ),
    },
    {
      accessor: 'from',
      title: t('consignments.columns.from'),
      render: (o) => <Place place={o.from} />,
    },
    {
      accessor: 'receiver',
      title: t('consignments.columns.to'),
      sortable: true,
      render: (o) => <Place place={o.to} />,
    },
    {
      accessor: 'service',
      title: t('consignments.columns.service'),
      render: (o) => (
        // The service's name carries its carrier's ("DHL Paket", "UPS Standard"); the carrier is its title.
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={carrierName(o)}>
          <ServiceName templateName={o.templateName} />
        </Text>
      ),
    },
    {
      accessor: 'senderOrderRef',
      title: t('consignments.columns.reference'),
      // A reference runs to 60 characters: the list shows its start, the page and a hover the rest.
      render: (o) => (
        <Text size="sm" truncate="end" maw={110} title={o.senderOrderRef}>
          {o.senderOrderRef}
        </Text>
      ),
    },
    {
      accessor: 'calculatedPrice',
      title: t('consignments.columns.price'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (o) =>
        o.calculatedPrice === null ? '' : `${formatNumber(o.calculatedPrice)} ${o.calculatedCurrency}`,
    },
  ];
  if (p.booked) {
    columns.push({
      accessor: 'actions',
      title: <VisuallyHidden>{t('consignments.columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      // An archived shipment cannot be printed (SPEC §4): its row offers nothing.
      render: (o) =>
        o.archived || o.consignmentId === null ? null : (
          <Group justify="flex-end" wrap="nowrap">
            <PrintAction consignmentIds={[o.consignmentId]} onPrinted={p.onPrinted} size="xs" compact />
          </Group>
        ),
    });
  } else {
    columns.push({
      accessor: 'actions',
      title: <VisuallyHidden>{t('consignments.columns.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (o) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={bookPath(o.orderNo)}
            aria-label={t('consignments.list.book', { orderNo: o.orderNo })}
          >
            {t('consignments.list.bookShort')}
          </Button>
          {p.onDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('consignments.list.delete', { orderNo: o.orderNo })}
              onClick={() => p.onDelete?.(o)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    });
  }
  return (
    <DataTable<Order>
      withTableBorder
      borderRadius="md"
      // Wider than its card (long names, a narrow window), the table scrolls where it can be seen.
      scrollAreaProps={{ type: 'auto' }}
      striped
      highlightOnHover
      minHeight={220}
      records={p.orders}
      idAccessor="orderNo"
      fetching={p.fetching}
      noRecordsText={t(p.booked ? 'consignments.list.emptyBooked' : 'consignments.list.emptyNew')}
      loadingText={t('consignments.list.loading')}
      columns={columns}
      totalRecords={p.total}
      page={p.state.page}
      onPageChange={(page) => p.onStateChange({ ...p.state, page })}
      recordsPerPage={p.state.pageSize}
      recordsPerPageOptions={[...p.pageSizes]}
      onRecordsPerPageChange={(pageSize) => p.onStateChange({ ...p.state, pageSize, page: 1 })}
      recordsPerPageLabel={t('consignments.list.pageSize')}
      {...tablePaging(t, p.totalCapped)}
      sortStatus={p.state.sort}
      onSortStatusChange={(sort) => p.onStateChange({ ...p.state, sort, page: 1 })}
      selectedRecords={p.selected}
      onSelectedRecordsChange={p.onSelectedChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('consignments.list.selectAll') }}
      getRecordSelectionCheckboxProps={(o) => ({
        'aria-label': t('consignments.list.select', { orderNo: number(o) }),
      })}
    />
  );
}
