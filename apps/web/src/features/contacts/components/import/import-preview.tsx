import 'mantine-datatable/styles.css';
import { Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ContactImportResponse, type ContactImportRow, formatPostcode } from '@skeppa/domain';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { rowMessages } from '../../model/import-report';
import { filterRows, isDuplicate, type RowFilter } from '../../model/import-rows';
import { StatusBadge, type Tone } from '../status-badge';

const PAGE_SIZE = 25;

function outcomeLook(row: ContactImportRow): { key: string; tone: Tone } {
  if (row.outcome === 'invalid') return { key: 'invalid', tone: 'error' };
  if (row.outcome === 'skipped') return { key: 'skipped', tone: 'warning' };
  if (row.outcome !== 'valid') return { key: row.outcome, tone: 'ok' };
  if (isDuplicate(row)) return { key: 'duplicate', tone: 'warning' };
  return { key: row.action === 'update' ? 'update' : 'valid', tone: 'ok' };
}

/** A row's result as a badge: valid, an error, a possible duplicate, a change, created, skipped. */
export function OutcomeBadge({ row }: { row: ContactImportRow }) {
  const { t } = useTranslation();
  const { key, tone } = outcomeLook(row);
  return (
    <StatusBadge size="sm" tone={tone}>
      {t(`contacts.import.outcome.${key}`)}
    </StatusBadge>
  );
}

/** The rows of a read file (or of an import) with what became of each, filterable, a page at a time. */
export function ImportRows({ result }: { result: ContactImportResponse }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const rows = filterRows(result.rows, filter);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={filter}
        onChange={(v) => {
          setFilter(v as RowFilter);
          setPage(1);
        }}
        data={(['all', 'invalid', 'duplicates'] as const).map((f) => ({
          value: f,
          label: t(`contacts.import.filter.${f}`, {
            count:
              f === 'all'
                ? result.counts.rows
                : f === 'invalid'
                  ? result.counts.invalid
                  : result.counts.duplicates,
          }),
        }))}
        w="fit-content"
      />
      <DataTable<ContactImportRow>
        withTableBorder
        borderRadius="md"
        striped
        minHeight={160}
        records={shown}
        idAccessor="row"
        noRecordsText={t('contacts.import.noRows')}
        columns={[
          { accessor: 'row', title: t('contacts.import.report.row'), width: 70 },
          {
            accessor: 'outcome',
            title: t('contacts.import.report.outcome'),
            render: (r) => <OutcomeBadge row={r} />,
          },
          { accessor: 'summary.company', title: t('contacts.fields.company') },
          { accessor: 'summary.fullName', title: t('contacts.list.person') },
          {
            accessor: 'summary.postcode',
            title: t('contacts.fields.postcode'),
            render: (r) => formatPostcode(r.summary.postcode, r.summary.country),
          },
          { accessor: 'summary.city', title: t('contacts.fields.city') },
          { accessor: 'summary.country', title: t('contacts.fields.country') },
          {
            accessor: 'messages',
            title: t('contacts.import.report.messages'),
            render: (r) => (
              <Stack gap={0}>
                {rowMessages(t, r).map((m) => (
                  <Text key={m} size="xs" c={r.outcome === 'invalid' ? 'red.9' : undefined}>
                    {m}
                  </Text>
                ))}
              </Stack>
            ),
          },
        ]}
        totalRecords={rows.length}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...tablePaging(t)}
      />
    </Stack>
  );
}

interface PreviewProps {
  result: ContactImportResponse;
  duplicates: boolean;
  onDuplicatesChange: (duplicates: boolean) => void;
  toImport: number;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}

/** What importing the file would do, and the button that does it. */
export function ImportPreview(p: PreviewProps) {
  const { t } = useTranslation();
  const { counts } = p.result;
  return (
    <Stack gap="md" data-testid="import-preview">
      <Group gap="xs">
        <StatusBadge tone="ok">{t('contacts.import.counts.valid', { count: counts.valid })}</StatusBadge>
        <StatusBadge tone="error">
          {t('contacts.import.counts.invalid', { count: counts.invalid })}
        </StatusBadge>
        <StatusBadge tone="warning">
          {t('contacts.import.counts.duplicates', { count: counts.duplicates })}
        </StatusBadge>
      </Group>
      <ImportRows result={p.result} />
      <Checkbox
        label={t('contacts.import.includeDuplicates')}
        checked={p.duplicates}
        onChange={(e) => p.onDuplicatesChange(e.currentTarget.checked)}
        disabled={counts.duplicates === 0}
      />
      <Group>
        <Button onClick={p.onImport} loading={p.busy} disabled={p.toImport === 0}>
          {t('contacts.import.importRows', { count: p.toImport })}
        </Button>
        <Button variant="subtle" color="gray" onClick={p.onCancel} disabled={p.busy}>
          {t('contacts.import.another')}
        </Button>
      </Group>
    </Stack>
  );
}
