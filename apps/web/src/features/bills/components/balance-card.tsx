import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BillBalance } from '@skeppa/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { balanceFigures } from '../model/balance';

interface Props {
  balance: BillBalance | undefined;
  error: unknown;
}

/**
 * The company's account above its invoices: credit limit, what is not yet invoiced, overdue (in
 * red when there is any), not yet due, any credit, and the credit left. A credit block says that
 * booking has stopped and why.
 */
export function BalanceCard({ balance, error }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="balance-card">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('bills.balance.title')}
        </Title>
        {error ? (
          <Alert color="red" role="alert">
            {t('bills.balance.loadFailed')} {errorMessage(t, error)}
          </Alert>
        ) : !balance ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} h={48} />
            ))}
          </SimpleGrid>
        ) : (
          <>
            {balance.creditBlock && (
              <Alert
                color="red"
                variant="filled"
                role="alert"
                icon={<IconAlertTriangle size={18} />}
                title={t('bills.balance.blockedTitle')}
              >
                {t('bills.balance.blocked')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="dl" m={0}>
              {balanceFigures(balance).map((f) => (
                <Stack key={f.key} gap={2} data-testid={`balance-${f.key}`} data-tone={f.tone}>
                  <Text component="dt" fz="sm" c="dimmed">
                    {t(`bills.balance.${f.key}`)}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    fz="lg"
                    fw={f.key === 'balance' || f.tone === 'alert' ? 700 : 500}
                    c={f.tone === 'alert' ? 'red.9' : undefined}
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {formatMoney(f.value, 'SEK')}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            {balance.creditLimit === 0 && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('bills.balance.noCredit')}
                </Text>
                <Anchor component={Link} to={paths.payLater} size="sm">
                  {t('bills.balance.applyLink')}
                </Anchor>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
