import { Group } from '@mantine/core';
import type { Contact } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StatusBadge } from './status-badge';

/** Sender, receiver, private person and locked, as small labels in the list. */
export function ContactFlags({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const shown = (['consignor', 'consignee', 'consumer', 'locked'] as const).filter((f) => contact[f]);
  return (
    // Wrapped rather than cut: a sender that is also a receiver shows both words whole.
    <Group gap={4} wrap="wrap">
      {shown.map((f) => (
        <StatusBadge key={f} size="sm" tone={f === 'locked' ? 'neutral' : 'brand'}>
          {t(`contacts.flags.short.${f}`)}
        </StatusBadge>
      ))}
    </Group>
  );
}
