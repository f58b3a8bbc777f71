import { Anchor, Stack, Text } from '@mantine/core';
import type { AuditChanges } from '@skeppa/domain';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type ChangeLine, changeLines } from '../model/entry';

/** Lines shown before the rest fold away: most entries change a field or two. */
const FOLDED_LINES = 3;

function Line({ line }: { line: ChangeLine }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" ff="monospace" c="dimmed">
        {line.field}
      </Text>{' '}
      {line.from === '' ? line.to : `${line.from} → ${line.to}`}
    </Text>
  );
}

/** The changed fields of an entry, one a line: past three, the rest open on a click. */
export function ChangesCell({ changes }: { changes: AuditChanges }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lines = changeLines(changes, t);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const shown = open ? lines : lines.slice(0, FOLDED_LINES);
  const hidden = lines.length - FOLDED_LINES;
  return (
    <Stack gap={2} align="flex-start" data-testid="audit-changes">
      {shown.map((line) => (
        <Line key={line.field} line={line} />
      ))}
      {hidden > 0 && (
        <Anchor
          component="button"
          type="button"
          fz="xs"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t('audit.changes.showLess') : t('audit.changes.showAll', { count: hidden })}
        </Anchor>
      )}
    </Stack>
  );
}
