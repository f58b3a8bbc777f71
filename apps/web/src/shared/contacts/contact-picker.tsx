import { Alert, Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_SEARCH_MIN_LENGTH,
  type Contact,
  contactProblems,
  contactToPart,
  formatPostcode,
  normaliseContactFields,
  type Part,
  partToContact,
} from '@skeppa/domain';
import { IconDeviceFloppy, IconSearch, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '../api/error-message';
import { useCustomer } from '../customer/get-customer';
import { useCreateContact } from './api/create-contact';
import { getContact } from './api/get-contact';
import { useContactList } from './api/list-contacts';
import { WithContactTexts } from './texts';

interface Props {
  /** The consignment part the picker fills: sender, receiver, pickup address or receiving agent. */
  part: Part;
  onChange: (part: Part) => void;
  /** Label of the search field; "Search contacts" when not given. */
  label?: string;
}

/** Senders are searched among contacts marked as senders, receivers among receivers. */
const roleFilter = (part: Part) =>
  part.role === 'consignor' ? 'consignor' : part.role === 'consignee' ? 'consignee' : undefined;

/** One line of the address a contact stands for, as the options show it. */
export function contactAddressLine(c: Pick<Contact, 'address1' | 'postcode' | 'city' | 'country'>): string {
  const place = [formatPostcode(c.postcode, c.country), c.city].filter(Boolean).join(' ');
  return [c.address1, place, c.country === 'SE' ? '' : c.country].filter(Boolean).join(', ');
}

type Notice = { kind: 'info' | 'error'; text: string } | null;

/**
 * Search-as-you-type over the address book that fills a consignment part (address, communication,
 * reference) from the chosen contact, fills the sender from the sender favourite, and saves what
 * was typed into a part as a new contact. Shared by the shipment screens and the contact feature.
 */
export function ContactPicker(props: Props) {
  return (
    <WithContactTexts fallback={<Loader size="sm" />}>
      <PickerBody {...props} />
    </WithContactTexts>
  );
}

function PickerBody({ part, onChange, label }: Props) {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [notice, setNotice] = useState<Notice>(null);
  const searchable = [...debounced].length >= CONTACT_SEARCH_MIN_LENGTH;
  const found = useContactList(
    customer?.id,
    { search: debounced, role: roleFilter(part), pageSize: 10 },
    searchable,
  );
  const create = useCreateContact();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const contacts = searchable ? (found.data?.contacts ?? []) : [];

  const fill = (contact: Contact) => {
    onChange(contactToPart(contact, part));
    setSearch('');
    setNotice({
      kind: 'info',
      text: t('contacts.picker.filled', { name: contact.company || contact.fullName }),
    });
  };

  const fillFavourite = async () => {
    const id = customer?.primaryContactId;
    if (!id) return setNotice({ kind: 'error', text: t('contacts.picker.noFavourite') });
    try {
      fill(await getContact(id));
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(t, error) });
    }
  };

  const saveAsContact = async () => {
    const fields = normaliseContactFields(partToContact(part));
    const problems = contactProblems(fields);
    if (problems.length > 0) {
      const which = problems.map((p) => t(`contacts.fields.${p.field}`)).join(', ');
      return setNotice({ kind: 'error', text: t('contacts.picker.incomplete', { fields: which }) });
    }
    try {
      const saved = await create.mutateAsync(fields);
      onChange(contactToPart(saved, part));
      setNotice({
        kind: 'info',
        text: t('contacts.picker.saved', { name: saved.company || saved.fullName }),
      });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(t, error) });
    }
  };

  const emptyText = !searchable
    ? t('contacts.search.minimum', { count: CONTACT_SEARCH_MIN_LENGTH })
    : found.isFetching
      ? t('contacts.picker.searching')
      : t('contacts.picker.nothingFound');

  return (
    <Stack gap="xs" data-testid={`contact-picker-${part.role}`}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const contact = contacts.find((c) => String(c.id) === value);
          if (contact) fill(contact);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            label={label ?? t('contacts.picker.label')}
            placeholder={t('contacts.picker.placeholder')}
            value={search}
            leftSection={<IconSearch size={16} />}
            rightSection={found.isFetching && searchable ? <Loader size={14} /> : null}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={search.trim() === ''}>
          <Combobox.Options>
            {contacts.length > 0 ? (
              contacts.map((c) => (
                <Combobox.Option value={String(c.id)} key={c.id}>
                  <Text size="sm" fw={600}>
                    {c.company || c.fullName}
                    {c.company && c.fullName ? ` · ${c.fullName}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {contactAddressLine(c)}
                  </Text>
                </Combobox.Option>
              ))
            ) : (
              <Combobox.Empty>{emptyText}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group gap="xs">
        {part.role === 'consignor' && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconStar size={14} />}
            // Until the customer is in, "no favourite" would be a guess.
            disabled={!customer}
            onClick={() => void fillFavourite()}
          >
            {t('contacts.picker.useFavourite')}
          </Button>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={create.isPending}
          onClick={() => void saveAsContact()}
        >
          {t('contacts.picker.saveAsContact')}
        </Button>
      </Group>
      {notice && (
        <Alert color={notice.kind === 'error' ? 'red' : 'teal'} variant="light" py={6} role="status">
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
