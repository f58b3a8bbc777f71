import { Alert, Button, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { deliversToServicePoint } from '@skeppa/domain';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { freightServiceQueryOptions } from '@/shared/api/freight-service/get-freight-service';
import { useCustomer } from '@/shared/customer/get-customer';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useFormCheck } from '@/shared/ui/use-form-check';
import { usePriceForBooking } from '../api/price-for-booking';
import { GoodsFields } from '../components/complete/goods-fields';
import { InsuranceFields } from '../components/complete/insurance-fields';
import { PartiesFields } from '../components/complete/parties-fields';
import { PickupFields } from '../components/complete/pickup-fields';
import { ServicePointFields } from '../components/complete/service-point-fields';
import { ServicesFields } from '../components/complete/services-fields';
import { PageHeader } from '../components/page-header';
import { ResultState } from '../components/result-state';
import { ShipmentPrice } from '../components/shipment-price';
import { ShipmentSteps } from '../components/shipment-steps';
import { useChosenQuote } from '../hooks/use-chosen-quote';
import { useCompleteSubmit } from '../hooks/use-complete-submit';
import { useCompletion } from '../hooks/use-completion';
import { useOfferedServices } from '../hooks/use-offered-services';
import { partOf } from '../model/completion';
import { completionActions } from '../model/completion-store';
import { firstPickupDay, isPickupDay } from '../model/pickup-days';
import { DEFAULT_PICKUP_WINDOW, pickupDateTime, pickupWindow, stockholmTimeNow } from '../model/pickup-time';
import { bookingTermsOf, toSavedConsignment } from '../model/to-booking';
import { validateCompletion } from '../model/validate-completion';
import type { FieldErrors } from '../model/validate-draft';

const NO_TERMS = { consigneeType: 'company', noPickup: false, insured: false, goodsValue: null } as const;

/**
 * `/shipment/complete`: step 3. The parties, pickup, added services and insurance of the chosen
 * service; "Save for later" puts it in the send list as it stands, "Continue" checks everything
 * and goes to step 4 to book.
 */
export default function CompletePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const customer = useCustomer().data;
  const { completion, hasDraft } = useCompletion();
  const { quote } = useChosenQuote(completion?.templateName);
  // What the shipment costs with its added services and insurance: shown here, saved with the order.
  const saved = useMemo(() => (completion ? toSavedConsignment(completion) : null), [completion]);
  const price = usePriceForBooking(
    completion ? bookingTermsOf(completion) : NO_TERMS,
    saved,
    completion?.templateName ?? '',
  );
  const templateQuery = useQuery({
    ...freightServiceQueryOptions(completion?.templateName ?? '', language),
    enabled: Boolean(completion),
  });
  const template = templateQuery.data;

  // The first pickup day and the service's whole window, once the service is known. After the
  // window has closed for today, the first day is tomorrow's or later.
  const pickup = completion?.consignment.transportProduct.pickup;
  const templateKnown = template !== undefined || templateQuery.isError;
  useEffect(() => {
    if (!completion || completion.noPickup || pickup?.date || !templateKnown) return;
    const window = pickupWindow(template?.pickupTime ?? '') ?? DEFAULT_PICKUP_WINDOW;
    const date = firstPickupDay(stockholmTimeNow() >= window.to);
    completionActions.setPickup({
      date,
      earliest: pickupDateTime(date, window.from),
      latest: pickupDateTime(date, window.to),
    });
  }, [completion, pickup?.date, template?.pickupTime, templateKnown]);

  const { offered, ready: offeredKnown } = useOfferedServices(quote?.serviceOptions);
  const check = useCallback(
    (c: typeof completion): FieldErrors => (c ? validateCompletion(c, template, offered, isPickupDay) : {}),
    [template, offered],
  );
  const { errors, now } = useFormCheck(completion, check);
  const { attempted, serverErrors, saving, submit } = useCompleteSubmit(completion, now);

  if (!completion) {
    if (hasDraft) return <Loader m="xl" />;
    return (
      <Stack gap="lg">
        <PageHeader title={t('routes.shipmentStep3')} />
        <ResultState
          kind="noDraft"
          title={t('shipment.complete.noDraftTitle')}
          text={t('shipment.complete.noDraftText')}
        />
      </Stack>
    );
  }

  const shown = (key: string) => {
    const e = attempted ? errors[key] : undefined;
    return e ? t(e.key, e.values) : undefined;
  };
  const { consignment } = completion;
  const receiver = partOf(consignment, 'consignee')?.address;

  const formInvalid = attempted && Object.keys(errors).length > 0;

  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.shipmentStep3')}>
        {t('shipment.complete.intro', { service: quote?.templateSubject ?? completion.templateName })}
      </PageHeader>
      <ShipmentSteps active={2} />
      <PartiesFields consignment={consignment} template={template} shown={shown} />
      {template && deliversToServicePoint(template) && receiver && (
        <ServicePointFields
          supplierId={template.supplierId}
          ups={template.locationFinderUPS}
          receiver={receiver}
          chosen={consignment.transportProduct.servicePoint ?? null}
          error={shown('servicePoint')}
        />
      )}
      <GoodsFields consignment={consignment} error={(id) => shown(`goods.${id}.goodsType`)} />
      <PickupFields
        product={consignment.transportProduct}
        noPickup={completion.noPickup}
        pickupTime={template?.pickupTime ?? ''}
        isPickupDay={isPickupDay}
        errors={{
          'pickup.date': shown('pickup.date'),
          'pickup.earliest': shown('pickup.earliest'),
          'pickup.latest': shown('pickup.latest'),
        }}
      />
      <ServicesFields
        templateName={completion.templateName}
        offered={offered}
        chosen={completion.services}
        tod={consignment.transportProduct.tod}
        errors={Object.fromEntries(Object.keys(errors).map((k) => [k, shown(k)]))}
      />
      {!customer?.insuranceDisabled && (
        <InsuranceFields
          insured={completion.insured}
          defaultGoodsValue={customer?.insuranceGoodsValue ?? null}
          goodsValue={completion.goodsValue}
          error={shown('goodsValue')}
        />
      )}
      <ShipmentPrice
        quote={price.data}
        loading={price.isLoading}
        stale={price.stale}
        error={price.error}
        note={t('shipment.price.note')}
      />
      <Paper withBorder radius="md" p="md">
        <TextInput
          id="sender-order-ref"
          label={t('shipment.complete.senderOrderRef')}
          maxLength={60}
          value={consignment.senderOrderRef}
          onChange={(e) => completionActions.setSenderOrderRef(e.currentTarget.value)}
        />
      </Paper>
      {formInvalid && (
        <Alert color="red" variant="light" role="alert">
          {t('validation.formInvalid')}
        </Alert>
      )}
      {serverErrors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          data-testid="save-errors"
          title={t('shipment.complete.notSaved')}
        >
          <Stack gap={4}>
            {serverErrors.map((e) => (
              <span key={e.code}>{errorMessage(t, e)}</span>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          component={Link}
          to={paths.shipmentStep2}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('shipment.complete.back')}
        </Button>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving && !attempted}
            disabled={saving}
            onClick={() => void submit(true)}
          >
            {t('shipment.complete.saveForLater')}
          </Button>
          <Button
            rightSection={<IconArrowRight size={16} />}
            loading={saving && attempted}
            // The added services' fields are checked before booking: wait until they are known.
            disabled={saving || !offeredKnown}
            onClick={() => void submit(false)}
          >
            {t('shipment.complete.continue')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export { shipmentTexts as texts } from '../texts';
