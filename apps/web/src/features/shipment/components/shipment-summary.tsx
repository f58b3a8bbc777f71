import { Button, Group, Paper, Text } from '@mantine/core';
import { countryName } from '@skeppa/domain';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import type { PlaceForm, ShipmentDraft } from '../model/draft';
import { goodsTotals } from '../model/goods-row';

function Place({ place }: { place: PlaceForm }) {
  const language = useLanguage();
  const country = countryName(place.countrycode, language) ?? place.countrycode;
  return (
    <Text fw={600} span>
      {[place.postcode, place.city].filter(Boolean).join(' ')}
      <Text span c="dimmed" fw={400}>
        {`, ${country}`}
      </Text>
    </Text>
  );
}

/** What is being priced, in one line, with the way back to change it (the draft is kept). */
export function ShipmentSummary({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation();
  const totals = goodsTotals(draft.goods);
  return (
    <Paper withBorder radius="md" p="md" data-testid="shipment-summary">
      <Group justify="space-between" gap="md">
        <Group gap="xs" wrap="wrap">
          <Place place={draft.from} />
          <IconArrowRight size={16} aria-label={t('shipment.summary.to')} />
          <Place place={draft.to} />
          <Text c="dimmed" fz="sm" ml="sm">
            {[
              t('shipment.summary.packages', { count: totals.packages }),
              `${formatNumber(totals.weight)} kg`,
              t(`shipment.options.${draft.consigneeType}`),
              t(draft.pickup ? 'shipment.summary.pickup' : 'shipment.summary.noPickup'),
            ].join(' · ')}
          </Text>
        </Group>
        <Button
          component={Link}
          to={paths.shipmentStep1}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('shipment.select.back')}
        </Button>
      </Group>
    </Paper>
  );
}
