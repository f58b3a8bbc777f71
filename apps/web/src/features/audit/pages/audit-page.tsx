import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { AUDIT_DEFAULT_PAGE_SIZE, AUDIT_RETENTION_MONTHS, CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AdminOnlyNote } from '@/shared/ui/admin-only-note';
import { PageLoader } from '@/shared/ui/page-loader';
import { useAudit } from '../api/list-audit';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { ExportButtons } from '../components/export-buttons';
import { isAdminRequired } from '../model/access';
import {
  type AuditFilter,
  auditFilterParams,
  auditListParams,
  NO_FILTER,
  type Paging,
  rangeIsValid,
} from '../model/filters';

/** `/profile/audit`: who did what to which object, when, for the company's administrators. */
export default function AuditPage() {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  if (!customer) return <PageLoader />;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1} fz={28}>
          {t('routes.audit')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('audit.intro', { months: AUDIT_RETENTION_MONTHS })}
        </Text>
      </Stack>
      {/* The server decides; the page only spares a non-administrator a call it would refuse. */}
      {customer.custLevel === CUSTOMER_LEVEL_ADMIN ? <AuditLog /> : <AdminOnly />}
    </Stack>
  );
}

function AdminOnly() {
  const { t } = useTranslation();
  return <AdminOnlyNote title={t('audit.adminOnly.title')} text={t('audit.adminOnly.text')} />;
}

function AuditLog() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: AUDIT_DEFAULT_PAGE_SIZE });
  const [exportError, setExportError] = useState<unknown>(null);
  const list = useAudit(auditListParams(filter, paging), rangeIsValid(filter));

  if (isAdminRequired(list.error)) return <AdminOnly />;
  const change = (patch: Partial<AuditFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const filtered = Object.keys(auditFilterParams(filter)).length > 0;
  return (
    <>
      <AuditFilters filter={filter} onChange={change} />
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {t('audit.exportNote')}
        </Text>
        <ExportButtons
          params={auditFilterParams(filter)}
          disabled={!rangeIsValid(filter)}
          onError={setExportError}
        />
      </Group>
      {exportError !== null && (
        <Alert
          color="red"
          role="alert"
          title={t('audit.export.failed')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setExportError(null)}
        >
          {errorMessage(t, exportError)}
        </Alert>
      )}
      {list.error && (
        <Alert color="red" role="alert">
          {errorMessage(t, list.error)}
        </Alert>
      )}
      <AuditTable
        entries={list.data?.entries ?? []}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        fetching={list.isFetching}
        filtered={filtered}
        paging={paging}
        onPagingChange={setPaging}
      />
    </>
  );
}

export { auditTexts as texts } from '../texts';
