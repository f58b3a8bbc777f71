import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title of a shipment page with an optional line under it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={28}>
        {title}
      </Title>
      {children && <Text c="dimmed">{children}</Text>}
    </Stack>
  );
}
