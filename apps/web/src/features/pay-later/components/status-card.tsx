import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PayLaterState, PayLaterStatus } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';

// Dark shades under white text: each state reads at WCAG AA contrast.
const COLOUR: Record<PayLaterState, string> = {
  none: 'gray.7',
  pending: 'blue.8',
  approved: 'teal.9',
  rejected: 'red.9',
};

const sek = (value: number | null) => formatMoney(value ?? 0, 'SEK', 0);

function Explanation({ status }: { status: PayLaterStatus }) {
  const { t } = useTranslation();
  switch (status.status) {
    case 'pending':
      return t('payLater.status.pending', {
        date: formatDate(status.appliedAt),
        limit: sek(status.requestedLimit),
      });
    case 'approved':
      return `${t('payLater.status.approved', { limit: sek(status.creditLimit), days: status.creditDays })}${
        status.decidedAt
          ? ` ${t('payLater.status.approvedSince', { date: formatDate(status.decidedAt) })}`
          : ''
      }`;
    case 'rejected':
      return t('payLater.status.rejected', { date: formatDate(status.decidedAt) });
    default:
      return t('payLater.status.none');
  }
}

/** Where the company's invoice payment stands: none, waiting for a decision, approved or declined. */
export function StatusCard({ status, error }: { status: PayLaterStatus | undefined; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="pay-later-status">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('payLater.status.title')}
          </Title>
          {status && (
            <Badge variant="filled" color={COLOUR[status.status]} tt="none" data-testid="pay-later-state">
              {t(`payLater.status.${status.status}Badge`)}
            </Badge>
          )}
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {t('payLater.status.loadFailed')} {errorMessage(t, error)}
          </Alert>
        ) : status ? (
          <Text>
            <Explanation status={status} />
          </Text>
        ) : (
          <Skeleton h={24} aria-hidden />
        )}
      </Stack>
    </Paper>
  );
}
