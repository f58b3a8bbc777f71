import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** A 403 page: the user is signed in but this screen is not theirs (e.g. for administrators). */
export function Forbidden({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="forbidden">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('forbidden.title')}
        </Title>
        <Text c="dimmed">{reason ?? t('forbidden.text')}</Text>
      </Stack>
    </Paper>
  );
}
