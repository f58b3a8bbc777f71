import 'mantine-datatable/styles.css';
import { Badge, Group, Text } from '@mantine/core';
import type { Complaint, ComplaintStatus } from '@skeppa/domain';
import { IconArchive, IconPaperclip } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';

const STATUS_COLOR: Record<ComplaintStatus, string> = {
  open: 'gray.7',
  sent: 'blue.8',
  answered: 'teal.9',
  processed: 'dark.6',
};

interface Props {
  complaints: Complaint[];
  fetching: boolean;
  filtered: boolean;
  admin: boolean;
  selected: Complaint[];
  onSelectedChange: (complaints: Complaint[]) => void;
  onOpen: (complaint: Complaint) => void;
}

/** The complaints, newest first; a row opens its drawer, the boxes choose rows for archiving. */
export function ComplaintTable(p: Props) {
  const { t } = useTranslation();
  return (
    <DataTable<Complaint>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={200}
      records={p.complaints}
      idAccessor="id"
      fetching={p.fetching}
      noRecordsText={t(p.filtered ? 'complaints.emptyFiltered' : 'complaints.empty')}
      onRowClick={({ record }) => p.onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      customRowAttributes={() => ({ 'data-testid': 'complaint-row' })}
      selectedRecords={p.selected}
      onSelectedRecordsChange={p.onSelectedChange}
      getRecordSelectionCheckboxProps={(c) => ({
        'aria-label': t('complaints.table.select', { identifier: c.identifier }),
      })}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('complaints.table.selectAll') }}
      columns={[
        {
          accessor: 'createdDate',
          title: t('complaints.table.created'),
          render: (c) => formatDate(c.createdDate),
        },
        { accessor: 'supplier', title: t('complaints.table.carrier') },
        {
          accessor: 'identifier',
          title: t('complaints.table.identifier'),
          render: (c) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" ff="monospace">
                {c.identifier}
              </Text>
              {c.markMemberList && (
                <IconArchive
                  size={14}
                  aria-label={t('complaints.table.archived')}
                  data-testid="complaint-archived"
                />
              )}
            </Group>
          ),
        },
        {
          accessor: 'description',
          title: t('complaints.table.description'),
          render: (c) => (
            <Text size="sm" lineClamp={1} maw={220}>
              {c.description}
            </Text>
          ),
        },
        {
          accessor: 'complaintClaim',
          title: t('complaints.table.claim'),
          noWrap: true,
          textAlign: 'right',
          render: (c) => (c.complaintClaim === null ? '–' : formatMoney(c.complaintClaim, 'SEK')),
        },
        {
          accessor: 'status',
          title: t('complaints.table.status'),
          noWrap: true,
          render: (c) => (
            <Badge color={STATUS_COLOR[c.status]} tt="none" data-testid="complaint-status">
              {t(`complaints.status.${c.status}`)}
            </Badge>
          ),
        },
        {
          accessor: 'sentDate',
          title: t('complaints.table.sent'),
          noWrap: true,
          render: (c) => (c.sentDate ? formatDate(c.sentDate) : '–'),
        },
        {
          accessor: 'files',
          title: t('complaints.table.files'),
          render: (c) =>
            c.files.length > 0 ? (
              <Group gap={2} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <Text size="sm">{c.files.length}</Text>
              </Group>
            ) : (
              ''
            ),
        },
        ...(p.admin ? [{ accessor: 'createdBy', title: t('complaints.table.createdBy') }] : []),
      ]}
    />
  );
}
