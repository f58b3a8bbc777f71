import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ACTIVE_CARRIERS } from '@skeppa/domain';
import { IconFileCertificate, IconScale, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

const ITEMS = [
  { key: 'compare', icon: IconScale },
  { key: 'book', icon: IconTruckDelivery },
  { key: 'documents', icon: IconFileCertificate },
  { key: 'insurance', icon: IconShieldCheck },
] as const;

/** Why a company uses Skeppa, in four lines, with the carriers it reaches. */
export function Highlights() {
  const { t } = useTranslation();
  const carriers = ACTIVE_CARRIERS.map((c) => c.name).join(' · ');
  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {t('welcome.highlightsTitle')}
      </Title>
      {ITEMS.map(({ key, icon: Icon }) => (
        <Group key={key} gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md">
            <Icon size={22} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t(`welcome.highlights.${key}.title`)}</Text>
            <Text fz="sm" c="dimmed">
              {t(`welcome.highlights.${key}.text`)}
            </Text>
          </div>
        </Group>
      ))}
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
        {t('welcome.carriers')}: {carriers}
      </Text>
    </Stack>
  );
}
