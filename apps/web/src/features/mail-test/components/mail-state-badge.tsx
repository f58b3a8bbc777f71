import { Badge } from '@mantine/core';
import type { MailState } from '@skeppa/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MailState, string> = { queued: 'gray', sending: 'blue', sent: 'teal', failed: 'red' };

export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`mailTest.state.${state}`)}
    </Badge>
  );
}
