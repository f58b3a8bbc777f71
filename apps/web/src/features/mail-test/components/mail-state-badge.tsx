import { Badge } from '@mantine/core';
import type { MailState } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';

// Dark shades under white text: the light variants' coloured text falls short of 4.5:1.
const COLORS: Record<MailState, string> = {
  queued: 'gray.7',
  sending: 'blue.8',
  sent: 'teal.9',
  failed: 'red.9',
};

export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    // A table squeezing its column must not cut the state to "SKIC…": the badge keeps its width.
    <Badge
      color={COLORS[state]}
      variant="filled"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`mailTest.state.${state}`)}
    </Badge>
  );
}
