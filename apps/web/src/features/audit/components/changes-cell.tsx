import { Spoiler, Stack, Text } from '@mantine/core';
import type { AuditChanges } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { changeLines } from '../model/entry';

/** The changed fields of an entry, one a line: a long list folds, and opens on a click. */
export function ChangesCell({ changes }: { changes: AuditChanges }) {
  const { t } = useTranslation();
  const lines = changeLines(changes, t);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Spoiler maxHeight={66} showLabel={t('audit.changes.showAll')} hideLabel={t('audit.changes.showLess')}>
      <Stack gap={2} data-testid="audit-changes">
        {lines.map((line) => (
          <Text key={line.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="xs" ff="monospace" c="dimmed">
              {line.field}
            </Text>{' '}
            {line.from === '' ? line.to : `${line.from} → ${line.to}`}
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}
