import { Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuilding, IconSettings, IconTruck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { CarrierTable } from '../components/carrier-table';
import { CompanyCard } from '../components/company-card';
import { PersonalCard } from '../components/personal-card';
import { Preferences } from '../components/preferences';

const TABS = ['details', 'settings', 'carriers'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/**
 * `/profile`: company and contact person, settings, and carriers, one tab each. The tab is in the
 * address (`?tab=carriers`), so a link or a reload opens the same one.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'details';
  if (!customer) return <PageLoader />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('routes.profile')}
        </Title>
        <Text c="dimmed">{t('profile.intro', { company: customer.company })}</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'details' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details" leftSection={<IconBuilding size={18} stroke={1.6} />}>
            {t('profile.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={18} stroke={1.6} />}>
            {t('profile.tabs.settings')}
          </Tabs.Tab>
          <Tabs.Tab value="carriers" leftSection={<IconTruck size={18} stroke={1.6} />}>
            {t('profile.tabs.carriers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CompanyCard customer={customer} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PersonalCard customer={customer} />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <Preferences customer={customer} />
        </Tabs.Panel>
        <Tabs.Panel value="carriers" pt="lg">
          <CarrierTable customer={customer} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { profileTexts as texts } from '../texts';
