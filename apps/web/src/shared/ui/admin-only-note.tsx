import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * In place of what only a company's administrators see (its invoices, its audit log). A note, not
 * an alarm: nothing is wrong, it is someone else's to see.
 */
export function AdminOnlyNote({ title, text }: { title: string; text: string }) {
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title={title}
      role="note"
      data-testid="admin-only"
    >
      {text}
    </Alert>
  );
}
