import { Alert, Button, Divider, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PageLoader } from '@/shared/ui/page-loader';
import { useFormCheck } from '@/shared/ui/use-form-check';
import { useShowPrices } from '../hooks/use-show-prices';
import { useStartedDraft } from '../hooks/use-started-draft';
import type { ShipmentDraft } from '../model/draft';
import { draftActions } from '../model/draft-store';
import { type FieldErrors, partiesMissing, validateDraft } from '../model/validate-draft';
import { GoodsTable } from './goods-table';
import { PlaceFields } from './place-fields';
import { ShipmentOptions } from './shipment-options';

/**
 * Messages that depend on what was typed ("Must be number", a parcel too heavy) show at once;
 * "Mandatory field" waits for the first attempt to see prices, so a new form is not all red.
 */
function visibleErrors(errors: FieldErrors, attempted: boolean): FieldErrors {
  if (attempted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e.key !== 'validation.required'));
}

function FormFields({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  const { busy, showPrices } = useShowPrices();
  const { errors, now } = useFormCheck(draft, validateDraft);
  const shown = visibleErrors(errors, attempted);
  const text = Object.fromEntries(Object.entries(shown).map(([path, e]) => [path, t(e.key, e.values)]));
  const placeErrors = (which: 'from' | 'to') => ({
    countrycode: text[`${which}.countrycode`],
    postcode: text[`${which}.postcode`],
  });
  const hasErrors = Object.keys(errors).length > 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (Object.keys(now()).length === 0) void showPrices(draft);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
            <PlaceFields which="from" place={draft.from} errors={placeErrors('from')} />
            <PlaceFields which="to" place={draft.to} errors={placeErrors('to')} />
          </SimpleGrid>
          <Divider my="lg" />
          <ShipmentOptions consigneeType={draft.consigneeType} pickup={draft.pickup} />
        </Paper>
        {attempted && partiesMissing(errors) && (
          <Alert color="orange" icon={<IconAlertCircle />}>
            {t('shipment.validation.partiesMissing')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb="md">
            {t('shipment.goods.title')}
          </Title>
          <GoodsTable goods={draft.goods} errors={text} />
        </Paper>
        {attempted && hasErrors && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="form-invalid">
            {t('validation.formInvalid')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={draftActions.clear} disabled={busy}>
            {t('shipment.form.clear')}
          </Button>
          <Button type="submit" size="md" loading={busy} rightSection={<IconArrowRight size={18} />}>
            {t('shipment.form.showPrices')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The price form of /start and /shipment/price: where from and to, what, and "Show prices". */
export function PriceForm() {
  const draft = useStartedDraft();
  if (!draft) return <PageLoader />;
  return <FormFields draft={draft} />;
}
