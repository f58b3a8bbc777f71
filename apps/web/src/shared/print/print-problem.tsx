import { Anchor, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { PRINT_REFUSAL_CODES, PRINT_REFUSAL_REASONS, type PrintRefusal } from '@skeppa/domain';
import { Link } from 'react-router';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { isApiError } from '../api/api-error';
import { errorMessage } from '../api/error-message';

/** Why a print did not give every document asked for, to say at the button that made it. */
export interface PrintProblem {
  /** Nothing printed ("No document"), some shipments left out, or the print failed. */
  kind: 'none' | 'some' | 'failed';
  refused: PrintRefusal[];
  /** Why, where the answer names no shipment (a shipment not found, a failure). */
  message: string | null;
}

const REASONS = new Set<string>(PRINT_REFUSAL_REASONS);

/** What a failed print call says: the shipments refused with their reasons, else its message. */
export function problemOf(t: TFunction, error: unknown): PrintProblem {
  if (!isApiError(error) || error.status >= 500)
    return { kind: 'failed', refused: [], message: errorMessage(t, error) };
  const refused = (error.body?.errors ?? []).flatMap((e) => {
    const [id, reason] = e.values ?? [];
    return typeof id === 'number' && typeof reason === 'string' && REASONS.has(reason)
      ? [{ id, reason: reason as PrintRefusal['reason'] }]
      : [];
  });
  return { kind: 'none', refused, message: refused.length > 0 ? null : errorMessage(t, error) };
}

/** The refusals the customs invoice mends: its page is where the user goes next. */
const CUSTOMS: ReadonlySet<PrintRefusal['reason']> = new Set([
  'customsInvoiceMissing',
  'customsInvoiceIncomplete',
]);

interface Props {
  problem: PrintProblem;
  /** One shipment asked for: its reason needs no "Shipment 12:" before it. */
  single: boolean;
  onClose: () => void;
}

/** Says why, each refused shipment with its reason, and leads to a customs invoice to mend. */
export function PrintProblemCard({ problem, single, onClose }: Props) {
  const { t } = useTranslation();
  const title =
    problem.kind === 'failed'
      ? t('print.failed')
      : problem.kind === 'none'
        ? t('print.noDocument')
        : t('print.refusedTitle', { count: problem.refused.length });
  // A customs invoice is mended on its own page, not here: its reasons say what customs miss.
  const reason = (r: PrintRefusal) =>
    CUSTOMS.has(r.reason)
      ? t(`print.reasons.${r.reason}`)
      : errorMessage(t, { code: PRINT_REFUSAL_CODES[r.reason], description: r.reason });
  return (
    <Stack gap="xs" maw={360} data-testid="print-problem" role="alert">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{title}</Text>
        <CloseButton size="sm" onClick={onClose} aria-label={t('common.close')} />
      </Group>
      {problem.message && <Text fz="sm">{problem.message}</Text>}
      {problem.refused.length > 0 && (
        <List size="sm" spacing={6} listStyleType={single ? 'none' : undefined}>
          {problem.refused.map((r) => (
            <List.Item key={r.id}>
              {single ? reason(r) : t('print.refusedLine', { id: r.id, reason: reason(r) })}
              {CUSTOMS.has(r.reason) && (
                <>
                  {' '}
                  <Anchor component={Link} to={`${paths.customs}?consignmentId=${r.id}`} fz="sm">
                    {t('print.toCustoms')}
                  </Anchor>
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
