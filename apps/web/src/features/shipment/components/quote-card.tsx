import { Anchor, Badge, Button, Collapse, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBolt, IconChevronDown, IconClock, IconCoin } from '@tabler/icons-react';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CarrierLogo } from '@/shared/ui/carrier-logo';
import { useOpenServiceTexts } from '../hooks/use-open-service-texts';
import type { RankedQuote } from '../model/quotes';
import { deliveryDays } from './delivery-days';
import { QuoteBreakdown } from './quote-breakdown';

interface Props {
  ranked: RankedQuote;
  onChoose: (templateName: string) => void;
}

/** One priced service: carrier, service, delivery time, price; the breakdown on request. */
export function QuoteCard({ ranked: { quote, cheapest, fastest }, onChoose }: Props) {
  const { t } = useTranslation();
  const [open, details] = useDisclosure(false);
  const { openInfo, openTerms } = useOpenServiceTexts();
  const detailsId = `quote-details-${quote.templateName}`;

  return (
    <Paper withBorder radius="md" p="md" data-testid="quote" data-carrier={quote.supplier}>
      {/* One line on wide screens; narrower, the service on top and time and price below it. */}
      <Grid align="center" gap="md">
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <Group gap="md" wrap="nowrap">
            <CarrierLogo logo={quote.logo} supplier={quote.supplier} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={8}>
                {/* Each quote a heading under the page's, so a screen reader steps from one to the next. */}
                <Title order={2} fw={650} fz="md">
                  {quote.templateSubject}
                </Title>
                {/* Shade 0 behind the light badge's shade 9 text: 4.5:1 at least (WCAG 1.4.3). */}
                {cheapest && (
                  <Badge color="teal.0" variant="light" leftSection={<IconCoin size={12} />}>
                    {t('shipment.quote.cheapest')}
                  </Badge>
                )}
                {fastest && (
                  <Badge color="violet.0" variant="light" leftSection={<IconBolt size={12} />}>
                    {t('shipment.quote.fastest')}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" c="dimmed">
                {quote.supplier}
              </Text>
            </Stack>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 'auto', md: 'content' }} miw={{ md: 200 }}>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} stroke={1.6} color="var(--mantine-color-gray-6)" />
            <Text fz="sm">{deliveryDays(t, quote.deliveryMinDays, quote.deliveryMaxDays)}</Text>
          </Group>
        </Grid.Col>
        <Grid.Col span="content">
          <Group gap="lg" wrap="nowrap" justify="flex-end">
            <Stack gap={0} align="flex-end">
              <Text fw={700} fz="xl" lh={1.2} data-testid="quote-price" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(quote.price, quote.currency)}
              </Text>
              {/* Export freight carries no VAT: then the price is all there is to pay. */}
              <Text fz="xs" c="dimmed">
                {t(quote.vat > 0 ? 'shipment.quote.exclVat' : 'shipment.quote.noVat')}
              </Text>
              {quote.vat > 0 && (
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('shipment.quote.inclVat', { total: formatMoney(quote.total, quote.currency) })}
                </Text>
              )}
            </Stack>
            <Button onClick={() => onChoose(quote.templateName)} miw={96}>
              {t('shipment.quote.choose')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
      <Group gap="lg" mt="sm">
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={details.toggle}
          aria-expanded={open}
          aria-controls={detailsId}
        >
          <Group gap={4} component="span">
            {t(open ? 'shipment.quote.hideDetails' : 'shipment.quote.showDetails')}
            <IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />
          </Group>
        </Anchor>
        <Anchor component="button" type="button" fz="sm" onClick={() => void openInfo(quote.templateName)}>
          {t('shipment.quote.info')}
        </Anchor>
        <Anchor component="button" type="button" fz="sm" onClick={() => void openTerms(quote.templateId)}>
          {t('shipment.quote.terms')}
        </Anchor>
      </Group>
      <Collapse expanded={open} id={detailsId}>
        <QuoteBreakdown quote={quote} />
      </Collapse>
    </Paper>
  );
}
