import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Stands where a list's table will be while its first page loads; later pages keep the old rows. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="table-skeleton" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton h={20} w="60%" />
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    </Paper>
  );
}
