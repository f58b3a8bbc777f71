import { Alert, Group, Stack, Text } from '@mantine/core';
import { BILL_DEFAULT_PAGE_SIZE, CUSTOMER_LEVEL_ADMIN, type Customer, SKEPPA_BANKGIRO } from '@skeppa/domain';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AdminOnlyNote } from '@/shared/ui/admin-only-note';
import { PageLoader } from '@/shared/ui/page-loader';
import { useBillBalance } from '../api/get-bill-balance';
import { useBills } from '../api/list-bills';
import { BalanceCard } from '../components/balance-card';
import { BillFilters } from '../components/bill-filters';
import { BillTable } from '../components/bill-table';
import { PageHeader } from '../components/page-header';
import { TableSkeleton } from '../components/table-skeleton';
import { isAdminRequired } from '../model/access';
import { type BillFilter, billListParams, defaultRange, type Paging, rangeIsValid } from '../model/filters';

/** `/bill/list`: the company's account and its invoices (SPEC §2). */
export default function BillListPage() {
  const customer = useCustomer().data;
  if (!customer) return <PageLoader />;
  return <BillList customer={customer} />;
}

function BillList({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const balance = useBillBalance(customer.id);
  // The server decides; the page only spares a non-administrator a call it would refuse.
  const admin = customer.custLevel === CUSTOMER_LEVEL_ADMIN;
  return (
    <Stack gap="md">
      <PageHeader current="billList" intro={t('bills.intro')} />
      <BalanceCard balance={balance.data} error={balance.error} />
      {admin ? <Invoices custId={customer.id} /> : <AdminOnly />}
    </Stack>
  );
}

function AdminOnly() {
  const { t } = useTranslation();
  return <AdminOnlyNote title={t('bills.adminOnly.title')} text={t('bills.adminOnly.text')} />;
}

function Invoices({ custId }: { custId: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BillFilter>(() => ({ ...defaultRange(new Date()), status: '' }));
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: BILL_DEFAULT_PAGE_SIZE });
  const [fileError, setFileError] = useState<unknown>(null);
  const [fileSaved, setFileSaved] = useState(false);
  const list = useBills(custId, billListParams(filter, paging), rangeIsValid(filter));

  if (isAdminRequired(list.error)) return <AdminOnly />;
  const change = (patch: Partial<BillFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return (
    <>
      <BillFilters filter={filter} onChange={change} />
      <Group gap="xs" wrap="nowrap">
        <IconBuildingBank size={18} aria-hidden />
        <Text size="sm" data-testid="payment-info">
          {t('bills.payment', { bankgiro: SKEPPA_BANKGIRO })}
        </Text>
      </Group>
      {list.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, list.error)}
        </Alert>
      )}
      {fileError !== null && (
        <Alert
          color="red"
          role="alert"
          title={t('bills.table.fileFailed')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setFileError(null)}
        >
          {errorMessage(t, fileError)}
        </Alert>
      )}
      {fileSaved && (
        <Alert
          color="blue"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setFileSaved(false)}
        >
          {t('bills.table.downloaded')}
        </Alert>
      )}
      {list.isPending && list.fetchStatus === 'fetching' ? (
        <TableSkeleton label={t('bills.table.loading')} />
      ) : (
        <BillTable
          bills={list.data?.bills ?? []}
          total={list.data?.total ?? 0}
          fetching={list.isFetching}
          filtered={filter.status !== ''}
          paging={paging}
          onPagingChange={setPaging}
          onFileError={(error) => {
            setFileSaved(false);
            setFileError(error);
          }}
          onFileSaved={() => {
            setFileError(null);
            setFileSaved(true);
          }}
        />
      )}
    </>
  );
}

export { billTexts as texts } from '../texts';
