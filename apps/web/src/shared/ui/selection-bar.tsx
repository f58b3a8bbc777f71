import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  /** "3 selected", in the list's own words. */
  selectedText: string;
  clearText: string;
  /** The delete button's text; no delete button without `onDelete`. */
  deleteText?: string;
  busy: boolean;
  onDelete?: (() => void) | undefined;
  onClear: () => void;
  /** The list's own actions on the selection, before delete. */
  children?: ReactNode;
}

/** What a data table offers for its selected rows at once: its own actions, delete, clear. */
export function SelectionBar({
  selectedText,
  clearText,
  deleteText,
  busy,
  onDelete,
  onClear,
  children,
}: Props) {
  return (
    <Group gap="sm" data-testid="bulk-actions">
      <Text size="sm" fw={600}>
        {selectedText}
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
          {deleteText}
        </Button>
      )}
      <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
        {clearText}
      </Button>
    </Group>
  );
}
