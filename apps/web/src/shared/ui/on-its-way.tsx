import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Marks a screen whose feature is still being built, so nobody mistakes it for a fault. */
export function OnItsWay({ title }: { title?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="on-its-way">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTruckDelivery size={30} stroke={1.5} />
        </ThemeIcon>
        {/* The page's h1, at the size of a card's title. */}
        {title && (
          <Title order={1} fz="h3">
            {title}
          </Title>
        )}
        <Text fw={600}>{t('onItsWay.heading')}</Text>
        <Text c="dimmed">{t('onItsWay.text')}</Text>
      </Stack>
    </Paper>
  );
}
