import { Stack, Text } from '@mantine/core';

/** One detail the carrier will read about the customer, shown as it will be sent. */
export function CarrierFact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} fz="sm">
        {value || '–'}
      </Text>
    </Stack>
  );
}
