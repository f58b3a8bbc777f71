import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPLAINT_STATUSES, type Complaint, CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { IconArchive, IconArchiveOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TypedDateField } from '@/shared/ui/date-field';
import { PageLoader } from '@/shared/ui/page-loader';
import { useMarkComplaints } from '../api/complaint-actions';
import { useComplaints } from '../api/list-complaints';
import { useUpdateArchivedSetting } from '../api/update-archived-setting';
import { ComplaintDrawer } from '../components/complaint-drawer';
import { ComplaintTable } from '../components/complaint-table';
import { type ComplaintFilters, complaintQuery, NO_FILTERS, SEARCH_MIN } from '../model/filters';

/** `/complaint/list`: the complaints to carriers, with search, dates, status and archive (SPEC §2). */
export default function ComplaintListPage() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const [filters, setFilters] = useState<ComplaintFilters>(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const [selected, setSelected] = useState<Complaint[]>([]);
  const [editing, setEditing] = useState<Complaint | 'new' | null>(null);
  const custId = customer.data?.id;
  const list = useComplaints(custId, complaintQuery(debounced));
  const archived = useUpdateArchivedSetting(custId ?? 0);
  const mark = useMarkComplaints();

  if (!customer.data) return <PageLoader />;
  const admin = customer.data.custLevel === CUSTOMER_LEVEL_ADMIN;
  const change = (patch: Partial<ComplaintFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const search = filters.search.trim();
  const rows = list.data?.items ?? [];
  const bulk = (archive: boolean) =>
    mark.mutate({ ids: selected.map((c) => c.id), archived: archive }, { onSuccess: () => setSelected([]) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Title order={1} fz={28}>
            {t('complaints.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('complaints.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('complaints.new')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="md">
          <TextInput
            label={t('complaints.filters.search')}
            placeholder={t('complaints.filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(e) => change({ search: e.currentTarget.value })}
            description={
              search.length > 0 && search.length < SEARCH_MIN ? t('complaints.filters.searchHint') : undefined
            }
            w={260}
          />
          <Select
            label={t('complaints.filters.status')}
            placeholder={t('complaints.filters.anyStatus')}
            data={COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`complaints.status.${s}`) }))}
            value={filters.status || null}
            onChange={(v) => change({ status: (v ?? '') as ComplaintFilters['status'] })}
            clearable
            w={180}
          />
          <TypedDateField
            label={t('complaints.filters.from')}
            placeholder={t('complaints.filters.datePlaceholder')}
            clearLabel={t('complaints.filters.clearFrom')}
            value={filters.from}
            onChange={(from) => change({ from })}
            w={170}
          />
          <TypedDateField
            label={t('complaints.filters.to')}
            placeholder={t('complaints.filters.datePlaceholder')}
            clearLabel={t('complaints.filters.clearTo')}
            value={filters.to}
            onChange={(to) => change({ to })}
            w={170}
          />
        </Group>
      </Paper>
      <Group justify="space-between" mih={30}>
        {selected.length > 0 ? (
          <Group gap="xs">
            <Text size="sm">{t('complaints.bulk.selected', { count: selected.length })}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArchive size={14} />}
              onClick={() => bulk(true)}
              loading={mark.isPending}
            >
              {t('complaints.bulk.archive')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArchiveOff size={14} />}
              onClick={() => bulk(false)}
              loading={mark.isPending}
            >
              {t('complaints.bulk.restore')}
            </Button>
          </Group>
        ) : (
          <span />
        )}
        <Switch
          label={t('complaints.filters.showArchived')}
          checked={customer.data.archivedComplaints}
          onChange={(e) => archived.mutate(e.currentTarget.checked)}
        />
      </Group>
      {(list.isError || mark.isError || archived.isError) && (
        <Alert color="red" role="alert">
          {errorMessage(t, list.error ?? mark.error ?? archived.error)}
        </Alert>
      )}
      <ComplaintTable
        complaints={rows}
        fetching={list.isFetching}
        filtered={Object.keys(complaintQuery(debounced)).length > 0}
        admin={admin}
        selected={selected}
        onSelectedChange={setSelected}
        onOpen={setEditing}
      />
      <ComplaintDrawer
        editing={editing}
        custId={customer.data.id}
        admin={admin}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

export { complaintTexts as texts } from '../texts';
