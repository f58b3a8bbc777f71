import { Badge } from '@mantine/core';
import type { ClaimStatus } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';

// Dark shades under white text: every status reads at WCAG AA contrast.
const COLOUR: Record<ClaimStatus, string> = {
  draft: 'gray.7',
  submitted: 'blue.9',
  inReview: 'violet.9',
  approved: 'teal.9',
  partlyApproved: 'cyan.9',
  rejected: 'red.9',
  paid: 'green.9',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[status]} tt="none" data-testid="claim-status" data-status={status}>
      {t(`claims.statuses.${status}`)}
    </Badge>
  );
}
