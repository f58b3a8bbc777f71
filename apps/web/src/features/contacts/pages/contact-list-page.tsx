import { Alert, Button, Group, Menu, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_DEFAULT_PAGE_SIZE,
  CONTACT_SEARCH_MIN_LENGTH,
  type Contact,
  type ContactBulkFlag,
  type Customer,
} from '@skeppa/domain';
import { IconChevronDown, IconDownload, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useContactList } from '@/shared/contacts/api/list-contacts';
import { WithContactTexts } from '@/shared/contacts/texts';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useBulkDeleteContacts } from '../api/bulk-delete';
import { useBulkFlagContacts } from '../api/bulk-flag';
import { useDeleteContact } from '../api/delete-contact';
import { type ContactExportFormat, exportContacts } from '../api/export-contacts';
import { useUpdateContactSetting } from '../api/update-contact-setting';
import { BulkActions } from '../components/bulk-actions';
import { ConfirmDelete } from '../components/confirm-delete';
import { ContactDrawer } from '../components/contact-drawer';
import { ContactTable, isSortField, type TableState } from '../components/contact-table';
import { FavouriteLine } from '../components/favourite-line';
import { type ContactForm, contactForm, newContactForm } from '../model/contact-form';
import { errorText } from '../model/error-text';

type Editing = { form: ContactForm; custId: number; locked: boolean } | null;

/** /contact/list: the address book, shared within the company (SPEC §2, §6). */
export default function ContactListPage() {
  return (
    <WithContactTexts>
      <ContactListScreen />
    </WithContactTexts>
  );
}

function ContactListScreen() {
  const customer = useCustomer().data;
  if (!customer) return <PageLoader />;
  return <ContactList customer={customer} />;
}

function ContactList({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const nameOf = (id: string | number) => {
    const c = contacts.find((x) => x.id === id);
    return c ? c.company || c.fullName : String(id);
  };
  const { id: customerId, filterContacts, primaryContactId: favourite } = customer;
  const caller = { customerId, level: customer.customerLevel };
  const flash = useSuccessFlash();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const tooShort = search !== '' && [...search].length < CONTACT_SEARCH_MIN_LENGTH;
  const [state, setState] = useState<TableState>({
    page: 1,
    pageSize: CONTACT_DEFAULT_PAGE_SIZE,
    sort: { columnAccessor: 'company', direction: 'asc' },
  });
  const sort = isSortField(String(state.sort.columnAccessor)) ? String(state.sort.columnAccessor) : 'company';
  const params = {
    page: state.page,
    pageSize: state.pageSize,
    sort: sort as 'company',
    order: state.sort.direction,
    search: tooShort ? '' : search,
  };
  const list = useContactList(customerId, params);
  const [selected, setSelected] = useState<Contact[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Contact[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const setting = useUpdateContactSetting(customerId);
  const removeOne = useDeleteContact();
  const removeMany = useBulkDeleteContacts();
  const flag = useBulkFlagContacts();
  const contacts = list.data?.contacts ?? [];

  const onFlag = async (which: ContactBulkFlag, checked: boolean) => {
    setFailure(null);
    try {
      await flag.mutateAsync({ flag: which, checked, ids: selected.map((c) => c.id) });
      flash();
    } catch (error) {
      setFailure(errorText(t, error, nameOf));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      const [only] = deleting;
      if (deleting.length === 1 && only) await removeOne.mutateAsync(only.id);
      else await removeMany.mutateAsync(deleting.map((c) => c.id));
      setSelected((s) => s.filter((c) => !deleting.includes(c)));
      setDeleting(null);
      flash();
    } catch (error) {
      setDeleteFailure(errorText(t, error, nameOf));
    }
  };

  const onExport = async (format: ContactExportFormat) => {
    setFailure(null);
    try {
      await exportContacts(
        customerId,
        { search: params.search, sort: params.sort, order: params.order },
        format,
      );
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            {t('routes.contactList')}
          </Title>
          <FavouriteLine id={favourite} />
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            component={Link}
            to={paths.contactImport}
          >
            {t('contacts.list.import')}
          </Button>
          {/* No focus placeholder: a menu holds menu items only (axe aria-required-children). */}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                {t('contacts.list.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void onExport('xlsx')}>{t('contacts.list.exportXlsx')}</Menu.Item>
              <Menu.Item onClick={() => void onExport('csv')}>{t('contacts.list.exportCsv')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ form: newContactForm(), custId: customerId, locked: false })}
          >
            {t('contacts.list.new')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <TextInput
            label={t('contacts.search.label')}
            placeholder={t('contacts.search.placeholder')}
            leftSection={<IconSearch size={16} />}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              setState((s) => ({ ...s, page: 1 }));
            }}
            description={tooShort ? undefined : t('contacts.search.help')}
            error={tooShort ? t('contacts.search.minimum', { count: CONTACT_SEARCH_MIN_LENGTH }) : undefined}
            w={{ base: '100%', sm: 380 }}
          />
          <Switch
            mt={{ base: 0, sm: 28 }}
            label={t('contacts.list.onlyOwn')}
            checked={filterContacts}
            onChange={(e) => {
              setState((s) => ({ ...s, page: 1 }));
              setting.mutate({ setting: 'filterContacts', value: e.currentTarget.checked });
            }}
          />
        </Group>
      </Paper>
      {selected.length > 0 && (
        <BulkActions
          count={selected.length}
          busy={flag.isPending}
          onFlag={(which, checked) => void onFlag(which, checked)}
          onDelete={() => setDeleting(selected)}
          onClear={() => setSelected([])}
        />
      )}
      {(failure || list.error) && (
        <Alert color="red" role="alert">
          {failure ?? errorMessage(t, list.error)}
        </Alert>
      )}
      <ContactTable
        contacts={contacts}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        fetching={list.isFetching}
        state={state}
        onStateChange={setState}
        selected={selected}
        onSelectedChange={setSelected}
        caller={caller}
        onEdit={(c) => setEditing({ form: contactForm(c), custId: c.custId, locked: c.locked })}
        onDelete={(c) => setDeleting([c])}
      />
      <Text size="xs" c="dimmed">
        {t('contacts.list.sharedNote')}
      </Text>
      <ContactDrawer editing={editing} caller={caller} onClose={() => setEditing(null)} />
      <ConfirmDelete
        what={
          deleting && {
            count: deleting.length,
            name: deleting.length === 1 ? deleting[0]?.company || deleting[0]?.fullName : undefined,
          }
        }
        busy={removeOne.isPending || removeMany.isPending}
        failure={deleteFailure}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          setDeleteFailure(null);
        }}
      />
    </Stack>
  );
}
