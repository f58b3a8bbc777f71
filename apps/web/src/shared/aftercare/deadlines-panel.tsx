import { Alert, Badge, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AftercareDeadline, AftercareDeadlinesResponse } from '@skeppa/domain';
import { IconAlertTriangle, IconClockExclamation, IconTruckDelivery } from '@tabler/icons-react';
import { errorMessage } from '../api/error-message';
import { useTranslation } from '../i18n/use-translation';
import { useDeadlines } from './get-deadlines';
import { useAftercareTextsIn } from './texts';

type Look = 'passed' | 'near' | 'open';

const lookOf = (d: AftercareDeadline): Look => (d.passed ? 'passed' : d.near ? 'near' : 'open');

const COLOR: Record<Look, string> = { passed: 'red', near: 'orange', open: 'teal' };
// Dark shades under white text: a warning reads at WCAG AA contrast.
const BADGE: Record<Exclude<Look, 'open'>, string> = { passed: 'red.9', near: 'orange.9' };

function DeadlineRow({ deadline }: { deadline: AftercareDeadline }) {
  const { t } = useTranslation();
  const look = lookOf(deadline);
  return (
    <Box
      data-testid={`deadline-${deadline.kind}`}
      data-look={look}
      py={6}
      pl="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${COLOR[look]}-${look === 'open' ? 3 : 6})` }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>{t(`aftercare.deadlines.kinds.${deadline.kind}`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`aftercare.deadlines.about.${deadline.kind}`)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('aftercare.deadlines.lastDay')}
          </Text>
          <Text
            fw={700}
            c={look === 'open' ? undefined : `${COLOR[look]}.9`}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {deadline.lastDay}
          </Text>
          {/* An open period needs no word: only a near or passed one does. */}
          {look !== 'open' && (
            <Badge
              color={BADGE[look]}
              leftSection={look === 'near' ? <IconAlertTriangle size={12} /> : undefined}
              tt="none"
            >
              {t(`aftercare.deadlines.${look}`)}
            </Badge>
          )}
        </Group>
      </Group>
    </Box>
  );
}

function Deadlines({ answer }: { answer: AftercareDeadlinesResponse }) {
  const { t } = useTranslation();
  const { deliveredOn, estimated, mode, deadlines } = answer;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" tt="none" leftSection={<IconTruckDelivery size={12} />}>
          {t(`aftercare.deadlines.mode.${mode}`)}
        </Badge>
        <Text size="sm" data-testid="deadlines-delivered">
          {deliveredOn === null
            ? t('aftercare.deadlines.unknown')
            : t(estimated ? 'aftercare.deadlines.expected' : 'aftercare.deadlines.delivered', {
                date: deliveredOn,
              })}
        </Text>
      </Group>
      {deadlines.map((d) => (
        <DeadlineRow key={d.kind} deadline={d} />
      ))}
    </Stack>
  );
}

/**
 * A shipment's notice periods under Swedish transport law, for the claim and complaint screens:
 * the delivered day (or the expected one), and each kind's last day, warned about when two days or
 * fewer are left and marked once passed.
 */
export function DeadlinesPanel({ consignmentId }: { consignmentId: number }) {
  const { t } = useTranslation();
  const textsIn = useAftercareTextsIn();
  const query = useDeadlines(consignmentId);
  if (!textsIn) return <Loader size="sm" type="dots" />;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="deadlines" aria-busy={query.isPending}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconClockExclamation size={20} aria-hidden />
          <Title order={2} fz="lg">
            {t('aftercare.deadlines.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('aftercare.deadlines.intro')}
        </Text>
        {query.isPending ? (
          <Loader size="sm" type="dots" />
        ) : query.isError ? (
          <Alert color="red" role="alert" title={t('aftercare.deadlines.failed')}>
            {errorMessage(t, query.error)}
          </Alert>
        ) : (
          <Deadlines answer={query.data} />
        )}
      </Stack>
    </Paper>
  );
}
