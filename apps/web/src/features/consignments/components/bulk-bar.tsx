import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  count: number;
  busy: boolean;
  /** Deleting is offered for unbooked shipments only. */
  onDelete?: (() => void) | undefined;
  onClear: () => void;
  /** Further actions on the selection, such as printing the booked ones. */
  children?: ReactNode;
}

/** What can be done to the selected shipments at once. */
export function BulkBar({ count, busy, onDelete, onClear, children }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="bulk-actions">
      <Text size="sm" fw={600}>
        {t('consignments.bulk.selected', { count })}
      </Text>
      {children}
      {onDelete && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
          loading={busy}
        >
          {t('consignments.bulk.delete')}
        </Button>
      )}
      <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
        {t('consignments.bulk.clearSelection')}
      </Button>
    </Group>
  );
}
