import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** A titled card of label–value lines; lines without a value are left out. */
export function Facts({ title, facts, testId }: { title: string; facts: Fact[]; testId?: string }) {
  const shown = facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={testId}>
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Stack gap={6} component="dl" m={0}>
        {shown.map(([label, value]) => (
          <SimpleGrid cols={2} spacing="xs" key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}
