import 'mantine-datatable/styles.css';
import { Stack, Text } from '@mantine/core';
import { AUDIT_PAGE_SIZES, type AuditEntry } from '@skeppa/domain';
import { DataTable } from 'mantine-datatable';
import { formatDate } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { actionText, actorText, objectTypeText } from '../model/entry';
import type { Paging } from '../model/filters';
import { ChangesCell } from './changes-cell';

interface Props {
  entries: AuditEntry[];
  total: number;
  totalCapped: boolean;
  fetching: boolean;
  filtered: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
}

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { name, note } = actorText(entry, t);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function What({ entry }: { entry: AuditEntry }) {
  const language = useLanguage();
  const { object } = entry;
  return (
    <Stack gap={0}>
      <Text size="sm">{objectTypeText(entry, language)}</Text>
      {object.label && (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {object.label}
        </Text>
      )}
      {object.id && (
        <Text size="xs" c="dimmed" ff="monospace">
          {object.id}
        </Text>
      )}
    </Stack>
  );
}

/** The log, newest first, paged on the server: when, who, from where, what, on what, and the changes. */
export function AuditTable(p: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DataTable<AuditEntry>
      withTableBorder
      borderRadius="md"
      // A narrow window scrolls the table sideways: by keyboard too.
      scrollAreaProps={{
        type: 'auto',
        viewportProps: { tabIndex: 0, 'aria-label': t('audit.table.scrollLabel') },
      }}
      striped
      highlightOnHover
      verticalAlign="top"
      minHeight={220}
      records={p.entries}
      idAccessor="id"
      fetching={p.fetching}
      loadingText={t('audit.table.loading')}
      noRecordsText={t(p.filtered ? 'audit.table.emptyFiltered' : 'audit.table.empty')}
      customRowAttributes={(e) => ({ 'data-testid': 'audit-row', 'data-action': e.action })}
      totalRecords={p.total}
      page={p.paging.page}
      onPageChange={(page) => p.onPagingChange({ ...p.paging, page })}
      recordsPerPage={p.paging.pageSize}
      recordsPerPageOptions={[...AUDIT_PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => p.onPagingChange({ page: 1, pageSize })}
      recordsPerPageLabel={t('audit.table.pageSize')}
      {...tablePaging(t, p.totalCapped)}
      columns={[
        {
          accessor: 'at',
          title: t('audit.table.when'),
          noWrap: true,
          render: (e) => formatDate(e.at, { time: true }),
        },
        { accessor: 'actor', title: t('audit.table.who'), render: (e) => <Who entry={e} /> },
        {
          accessor: 'address',
          title: t('audit.table.address'),
          noWrap: true,
          render: (e) => (
            <Text size="sm" ff="monospace">
              {e.actor.address ?? '–'}
            </Text>
          ),
        },
        {
          accessor: 'action',
          title: t('audit.table.what'),
          render: (e) => (
            <Text size="sm" fw={500} data-testid="audit-action">
              {actionText(e, language)}
            </Text>
          ),
        },
        { accessor: 'object', title: t('audit.table.object'), render: (e) => <What entry={e} /> },
        {
          accessor: 'changes',
          title: t('audit.table.changes'),
          width: 320,
          render: (e) => <ChangesCell changes={e.changes} />,
        },
      ]}
    />
  );
}
