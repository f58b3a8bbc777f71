import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: string;
}

/** Label above value, in two columns where there is room; an empty value shows a dash. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={0}>
          <Text component="dt" fz="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {item.value || '–'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
