import 'mantine-datatable/styles.css';
import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  CONTACT_PAGE_SIZES,
  type Contact,
  type ContactCaller,
  type ContactSortField,
  formatPostcode,
  mayChangeContact,
} from '@skeppa/domain';
import { IconLock, IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tablePaging } from '@/shared/ui/table-paging';
import { ContactFlags } from './contact-flags';

export interface TableState {
  page: number;
  pageSize: number;
  sort: DataTableSortStatus<Contact>;
}

interface Props {
  contacts: Contact[];
  total: number;
  /** More contacts match than the server counted: the total is a floor. */
  totalCapped: boolean;
  fetching: boolean;
  state: TableState;
  onStateChange: (state: TableState) => void;
  selected: Contact[];
  onSelectedChange: (contacts: Contact[]) => void;
  caller: ContactCaller;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

/** The address book as a table: paged, sorted and searched on the server, selectable for bulk actions. */
export function ContactTable(p: Props) {
  const { t } = useTranslation();
  const name = (c: Contact) => c.company || c.fullName;
  return (
    <DataTable<Contact>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={220}
      records={p.contacts}
      idAccessor="id"
      fetching={p.fetching}
      noRecordsText={t('contacts.list.empty')}
      loadingText={t('contacts.list.loading')}
      columns={[
        {
          accessor: 'company',
          title: t('contacts.fields.company'),
          sortable: true,
          render: (c) => (
            <Group gap={6} wrap="nowrap">
              {c.primary && (
                <Tooltip label={t('contacts.list.favourite')}>
                  <IconStarFilled
                    size={14}
                    color="var(--mantine-color-yellow-7)"
                    aria-label={t('contacts.list.favourite')}
                  />
                </Tooltip>
              )}
              <Text size="sm" fw={600}>
                {c.company}
              </Text>
            </Group>
          ),
        },
        { accessor: 'fullName', title: t('contacts.list.person'), sortable: true },
        { accessor: 'address1', title: t('contacts.fields.address1'), sortable: true },
        {
          accessor: 'postcode',
          title: t('contacts.fields.postcode'),
          sortable: true,
          render: (c) => formatPostcode(c.postcode, c.country),
        },
        { accessor: 'city', title: t('contacts.fields.city'), sortable: true },
        { accessor: 'country', title: t('contacts.fields.country'), sortable: true },
        { accessor: 'flags', title: t('contacts.list.flags'), render: (c) => <ContactFlags contact={c} /> },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('contacts.list.actions')}</VisuallyHidden>,
          textAlign: 'right',
          render: (c) => {
            const editable = mayChangeContact(c, p.caller);
            return (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {!editable && (
                  <Tooltip label={t('contacts.list.lockedByOwner')}>
                    <IconLock size={16} aria-label={t('contacts.list.lockedByOwner')} />
                  </Tooltip>
                )}
                <ActionIcon
                  variant="subtle"
                  aria-label={t(editable ? 'contacts.list.edit' : 'contacts.list.show', { name: name(c) })}
                  onClick={() => p.onEdit(c)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!editable}
                  aria-label={t('contacts.list.delete', { name: name(c) })}
                  onClick={() => p.onDelete(c)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            );
          },
        },
      ]}
      totalRecords={p.total}
      page={p.state.page}
      onPageChange={(page) => p.onStateChange({ ...p.state, page })}
      recordsPerPage={p.state.pageSize}
      recordsPerPageOptions={[...CONTACT_PAGE_SIZES]}
      onRecordsPerPageChange={(pageSize) => p.onStateChange({ ...p.state, pageSize, page: 1 })}
      recordsPerPageLabel={t('contacts.list.pageSize')}
      {...tablePaging(t, p.totalCapped)}
      sortStatus={p.state.sort}
      onSortStatusChange={(sort) => p.onStateChange({ ...p.state, sort, page: 1 })}
      selectedRecords={p.selected}
      onSelectedRecordsChange={p.onSelectedChange}
      isRecordSelectable={(c) => mayChangeContact(c, p.caller)}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('contacts.list.selectAll') }}
      getRecordSelectionCheckboxProps={(c) => ({
        'aria-label': t('contacts.list.select', { name: name(c) }),
      })}
    />
  );
}

export const SORTABLE = new Set<string>(['company', 'fullName', 'address1', 'postcode', 'city', 'country']);
export const isSortField = (column: string): column is ContactSortField => SORTABLE.has(column);
