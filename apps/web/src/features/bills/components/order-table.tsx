import 'mantine-datatable/styles.css';
import { Anchor, Stack, Text } from '@mantine/core';
import { BILL_PAGE_SIZES, type BillOrder, billArticleName } from '@skeppa/domain';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatMoney, formatPercent } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { consignmentPath } from '../model/bill-row';
import type { Paging } from '../model/filters';

interface Props {
  orders: BillOrder[];
  total: number;
  fetching: boolean;
  filtered: boolean;
  /** An administrator sees the whole company's lines, so who booked each is shown. */
  companyWide: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
}

/** The bill orders, billed and not yet, paged on the server, newest first. */
export function OrderTable(p: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: DataTableColumn<BillOrder>[] = [
    {
      accessor: 'dateCreated',
      title: t('bills.orders.date'),
      noWrap: true,
      render: (o) => formatDate(o.dateCreated),
    },
    {
      accessor: 'orderNo',
      title: t('bills.orders.orderNo'),
      noWrap: true,
      render: (o) =>
        o.orderNo ? (
          <Anchor
            component={Link}
            to={consignmentPath(o.orderNo)}
            size="sm"
            fw={600}
            aria-label={t('bills.orders.openOrder', { orderNo: o.orderNo })}
          >
            {o.orderNo}
          </Anchor>
        ) : (
          '–'
        ),
    },
    {
      accessor: 'article',
      title: t('bills.orders.article'),
      // The article's code (`ADDON:<type>` for an added service) as the customer reads it.
      render: (o) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{billArticleName(o.article, language)}</Text>
          {o.type === 'credit' && (
            <Text size="xs" c="dimmed">
              {t('bills.orders.type.credit')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'infoText',
      title: t('bills.orders.text'),
      // A text runs to 500 characters and names the carrier: the list shows its start, a hover the rest.
      render: (o) => (
        <Text size="sm" lineClamp={2} maw={190} title={o.infoText}>
          {o.infoText}
        </Text>
      ),
    },
  ];
  if (p.companyWide) columns.push({ accessor: 'customer', title: t('bills.orders.customer') });
  columns.push(
    {
      accessor: 'totalPrice',
      title: t('bills.orders.amount'),
      textAlign: 'right',
      noWrap: true,
      render: (o) => formatMoney(o.totalPrice, 'SEK'),
    },
    {
      accessor: 'vat',
      title: t('bills.orders.vat'),
      textAlign: 'right',
      noWrap: true,
      render: (o) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatMoney(o.vat, 'SEK')}</Text>
          <Text size="xs" c="dimmed">
            {formatPercent(o.vatRate)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'billed',
      title: t('bills.orders.billed'),
      noWrap: true,
      render: (o) =>
        o.billed && o.invoiceNo !== null ? (
          <Text size="sm" data-testid="order-billed">
            {t('bills.orders.billedOn', { invoiceNo: o.invoiceNo })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic" data-testid="order-billed">
            {t('bills.orders.notBilled')}
          </Text>
        ),
    },
  );
  return (
    <DataTable<BillOrder>
      withTableBorder
      borderRadius="md"
      // A narrow window scrolls the table sideways: by keyboard too.
      scrollAreaProps={{
        type: 'auto',
        viewportProps: { tabIndex: 0, 'aria-label': t('bills.orders.scrollLabel') },
      }}
      striped
      highlightOnHover
      minHeight={220}
      records={p.orders}
      idAccessor="id"
      fetching={p.fetching}
      loadingText={t('bills.orders.loading')}
      noRecordsText={t(p.filtered ? 'bills.orders.emptyFiltered' : 'bills.orders.empty')}
      customRowAttributes={() => ({ 'data-testid': 'bill-order-row' })}
      totalRecords={p.total}
      page={p.paging.page}
      onPageChange={(page) => p.onPagingChange({ ...p.paging, page })}
      recordsPerPage={p.paging.pageSize}
      recordsPerPageOptions={[...BILL_PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => p.onPagingChange({ page: 1, pageSize })}
      recordsPerPageLabel={t('bills.table.pageSize')}
      {...tablePaging(t)}
      columns={columns}
    />
  );
}
