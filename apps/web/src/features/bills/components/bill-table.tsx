import 'mantine-datatable/styles.css';
import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { BILL_PAGE_SIZES, type Bill } from '@skeppa/domain';
import { DataTable } from 'mantine-datatable';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { billAmount, hasFiles, STATUS_COLOUR } from '../model/bill-row';
import type { Paging } from '../model/filters';
import { BillFiles } from './bill-files';

interface Props {
  bills: Bill[];
  total: number;
  fetching: boolean;
  filtered: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  onFileError: (error: unknown) => void;
  onFileSaved: () => void;
}

function InvoiceNumber({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600} ff="monospace">
        {bill.invoiceNo}
      </Text>
      {bill.type === 'credit' ? (
        <>
          <Badge variant="outline" color="gray.7" tt="none" size="sm" data-testid="credit-note">
            {t('bills.table.creditNote')}
          </Badge>
          {bill.refId && (
            <Text size="xs" c="dimmed">
              {t('bills.table.credits', { invoiceNo: bill.refId })}
            </Text>
          )}
        </>
      ) : (
        bill.ocr && (
          <Text size="xs" c="dimmed" ff="monospace">
            {t('bills.table.ocr', { ocr: bill.ocr })}
          </Text>
        )
      )}
    </Stack>
  );
}

/** The company's invoices and credit notes, paged on the server, newest first. */
export function BillTable(p: Props) {
  const { t } = useTranslation();
  return (
    <DataTable<Bill>
      withTableBorder
      borderRadius="md"
      // A narrow window scrolls the table sideways: by keyboard too.
      scrollAreaProps={{ type: 'auto', viewportProps: { tabIndex: 0, 'aria-label': t('bills.scrollLabel') } }}
      striped
      highlightOnHover
      minHeight={220}
      records={p.bills}
      idAccessor="id"
      fetching={p.fetching}
      loadingText={t('bills.table.loading')}
      noRecordsText={t(p.filtered ? 'bills.table.emptyFiltered' : 'bills.table.empty')}
      customRowAttributes={(b) => ({ 'data-testid': 'bill-row', 'data-invoice-no': b.invoiceNo })}
      totalRecords={p.total}
      page={p.paging.page}
      onPageChange={(page) => p.onPagingChange({ ...p.paging, page })}
      recordsPerPage={p.paging.pageSize}
      recordsPerPageOptions={[...BILL_PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => p.onPagingChange({ page: 1, pageSize })}
      recordsPerPageLabel={t('bills.table.pageSize')}
      {...tablePaging(t)}
      columns={[
        {
          accessor: 'invoiceNo',
          title: t('bills.table.invoiceNo'),
          render: (b) => <InvoiceNumber bill={b} />,
        },
        {
          accessor: 'billDate',
          title: t('bills.table.billDate'),
          noWrap: true,
          render: (b) => formatDate(b.billDate),
        },
        {
          accessor: 'dueDate',
          title: t('bills.table.dueDate'),
          noWrap: true,
          render: (b) => (
            <Text
              size="sm"
              c={b.status === 'overdue' ? 'red.9' : undefined}
              fw={b.status === 'overdue' ? 600 : 400}
            >
              {formatDate(b.dueDate)}
            </Text>
          ),
        },
        {
          accessor: 'amount',
          title: t('bills.table.amount'),
          textAlign: 'right',
          noWrap: true,
          render: (b) => formatMoney(billAmount(b), b.currency),
        },
        {
          accessor: 'paid',
          title: t('bills.table.paid'),
          textAlign: 'right',
          noWrap: true,
          // A credit note is not paid: it settles an invoice or stays a credit.
          render: (b) => (b.type === 'credit' ? '–' : formatMoney(b.paid, b.currency)),
        },
        {
          accessor: 'status',
          title: t('bills.table.status'),
          noWrap: true,
          render: (b) => (
            <Badge variant="filled" color={STATUS_COLOUR[b.status]} tt="none" data-testid="bill-status">
              {t(`bills.status.${b.status}`)}
            </Badge>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('bills.table.actions')}</VisuallyHidden>,
          textAlign: 'right',
          render: (b) =>
            hasFiles(b) ? <BillFiles bill={b} onError={p.onFileError} onSaved={p.onFileSaved} /> : null,
        },
      ]}
    />
  );
}
