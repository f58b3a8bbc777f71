import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BillNav } from './bill-nav';

/** The title of a bill page, a line on what it holds, and the way to the other bill page. */
export function PageHeader({ current, intro }: { current: 'billList' | 'billOrderList'; intro: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={1} fz={28}>
        {t(`routes.${current}`)}
      </Title>
      <Text c="dimmed" size="sm" maw={720}>
        {intro}
      </Text>
      <BillNav current={current} />
    </Stack>
  );
}
