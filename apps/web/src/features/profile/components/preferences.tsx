import { Anchor, Button, Divider, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  type Customer,
  type CustomerSettingRequest,
  consigneeTypes,
  contactFullName,
  formatPostcode,
  languages,
  printFormats,
  TRACKING_NOTICE_SETTINGS,
  TRACKING_NOTICES,
} from '@skeppa/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContact } from '@/shared/contacts/api/get-contact';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useUpdateSetting } from '../api/update-setting';
import { InsuredValueField } from './insured-value-field';
import { SettingSwitch } from './setting-switch';

function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type ChoiceSetting = Extract<
  CustomerSettingRequest,
  { setting: 'printFormat' | 'consigneeType' | 'language' }
>;

function Choice<S extends ChoiceSetting>(props: {
  setting: S['setting'];
  options: readonly S['value'][];
  value: S['value'];
}) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const key = `profile.settings.${props.setting}`;
  return (
    <Radio.Group
      label={t(`${key}.label`)}
      description={t(`${key}.description`)}
      value={props.value}
      onChange={(value) => update.mutate({ setting: props.setting, value } as CustomerSettingRequest)}
      data-testid={`setting-${props.setting}`}
    >
      <Stack gap={8} mt={8}>
        {props.options.map((option) => (
          <Radio key={option} value={option} label={t(`${key}.options.${option}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The favourite by name and place, "Lagerhuset AB, 113 51 Stockholm"; gone when it was deleted. */
function useFavouriteText(id: number | null): string {
  const { t } = useTranslation();
  const contact = useContact(id);
  if (id === null) return t('profile.settings.primaryContactId.none');
  if (contact.isError) return t('profile.settings.primaryContactId.gone');
  const c = contact.data;
  if (!c) return t('profile.settings.primaryContactId.loading');
  const name = c.company || contactFullName(c);
  const place = [formatPostcode(c.postcode, c.country), c.city].filter(Boolean).join(' ');
  return t('profile.settings.primaryContactId.chosen', { contact: [name, place].filter(Boolean).join(', ') });
}

/** The sender favourite is chosen in the contact list; here it is seen and can be removed. */
function PrimaryContact({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const update = useUpdateSetting();
  const text = useFavouriteText(id);
  return (
    <Stack gap={4} data-testid="setting-primaryContactId">
      <Text fz="sm" fw={500}>
        {t('profile.settings.primaryContactId.label')}
      </Text>
      <Text fz="sm" c="dimmed">
        {text}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={paths.contactList} fz="sm">
          {t('profile.settings.primaryContactId.toContacts')}
        </Anchor>
        {id !== null && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="red"
            onClick={() => update.mutate({ setting: 'primaryContactId', value: null })}
          >
            {t('profile.settings.primaryContactId.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Every setting of SPEC §7, grouped by where it applies; each is saved as soon as it changes. */
export function Preferences({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SettingsGroup title={t('profile.groups.booking')}>
        <Choice setting="printFormat" options={printFormats} value={customer.printFormat} />
        <Divider />
        <Choice setting="consigneeType" options={consigneeTypes} value={customer.consigneeType} />
        <SettingSwitch setting="noPickup" checked={customer.noPickup} />
      </SettingsGroup>
      <SettingsGroup title={t('profile.groups.insurance')}>
        <SettingSwitch setting="insuranceDisabled" checked={customer.insuranceDisabled} />
        <InsuredValueField value={customer.insuranceGoodsValue} disabled={customer.insuranceDisabled} />
      </SettingsGroup>
      <SettingsGroup title={t('profile.groups.notices')}>
        <Text fz="sm" c="dimmed">
          {t('profile.noticesIntro')}
        </Text>
        {TRACKING_NOTICES.map((notice) => {
          const setting = TRACKING_NOTICE_SETTINGS[notice];
          return <SettingSwitch key={setting} setting={setting} checked={customer[setting]} />;
        })}
        <Divider />
        <Choice setting="language" options={languages} value={customer.language} />
      </SettingsGroup>
      <SettingsGroup title={t('profile.groups.lists')}>
        <SettingSwitch setting="filterContacts" checked={customer.filterContacts} />
        <PrimaryContact id={customer.primaryContactId} />
        <Divider />
        <SettingSwitch setting="showAllBooked" checked={customer.showAllBooked} />
        <SettingSwitch setting="archivedComplaints" checked={customer.archivedComplaints} />
        <SettingSwitch setting="moduleMessage" checked={customer.moduleMessageRead} />
      </SettingsGroup>
    </Stack>
  );
}
