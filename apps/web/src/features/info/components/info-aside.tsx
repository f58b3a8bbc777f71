import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** Who to ask when the text does not answer the question. */
export function InfoAside() {
  const { t } = useTranslation();
  const email = t('info.aside.email');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <ThemeIcon variant="light" size={40} radius="md">
          <IconHeadset size={22} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{t('info.aside.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('info.aside.text')}
        </Text>
        <Anchor href={`mailto:${email}`} fz="sm" fw={500}>
          {email}
        </Anchor>
      </Stack>
    </Paper>
  );
}
