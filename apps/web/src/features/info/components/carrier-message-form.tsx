import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type CarrierListEntry,
  type Customer,
  EMAIL_CONTENT_MAX_LENGTH,
  SHIPMENT_NO_MAX_LENGTH,
} from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { useAgreementNo } from '@/shared/customer/get-agreement-no';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useSendEmail } from '../api/send-email';
import {
  type CarrierMessageErrors,
  type CarrierMessageField,
  emptyCarrierMessage,
  toCarrierMessageRequest,
  validateCarrierMessage,
} from '../model/carrier-message';
import { CarrierFact } from './carrier-fact';
import { SendFailedAlert } from './send-failed-alert';

interface Props {
  customer: Customer;
  carrier: CarrierListEntry;
}

/** A message to the carrier's member service about the customer's business with it. */
export function CarrierMessageForm({ customer, carrier }: Props) {
  const { t } = useTranslation();
  const agreementNo = useAgreementNo(customer.id, carrier.code);
  const send = useSendEmail();
  const flash = useSuccessFlash();
  const [draft, setDraft] = useState(emptyCarrierMessage);
  const [errors, setErrors] = useState<CarrierMessageErrors>({});
  const name = carrier.name;

  const edit = <F extends CarrierMessageField>(field: F, value: (typeof draft)[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (send.isSuccess) send.reset();
  };
  const problem = (field: CarrierMessageField) =>
    errors[field] === 'required'
      ? t('validation.required')
      : errors[field] === 'tooLong'
        ? t('validation.tooLong')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCarrierMessage(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        formatType: 'carrierMessage',
        senderType: 'carrier',
        email: toCarrierMessageRequest(carrier.code, draft),
      },
      {
        onSuccess: () => {
          setDraft(emptyCarrierMessage());
          flash();
        },
      },
    );
  };

  const customerName = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <form onSubmit={submit} noValidate aria-label={t('carrierContact.messageTitle', { carrier: name })}>
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('carrierContact.messageTitle', { carrier: name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <CarrierFact label={t('carrierContact.customer')} value={`${customerName}, ${customer.company}`} />
          <CarrierFact label={t('carrierContact.orgNo')} value={customer.orgNo} />
          <CarrierFact
            label={t('carrierContact.customerNo', { carrier: name })}
            value={agreementNo.data?.agreementNo ?? ''}
          />
        </SimpleGrid>
        <TextInput
          label={t('carrierContact.shipmentNo')}
          description={t('carrierContact.optional')}
          value={draft.shipmentNo}
          maxLength={SHIPMENT_NO_MAX_LENGTH + 1}
          error={problem('shipmentNo')}
          onChange={(e) => edit('shipmentNo', e.currentTarget.value)}
        />
        <Textarea
          label={t('carrierContact.message')}
          withAsterisk
          rows={5}
          value={draft.message}
          maxLength={EMAIL_CONTENT_MAX_LENGTH + 1}
          error={problem('message')}
          onChange={(e) => edit('message', e.currentTarget.value)}
        />
        <Checkbox
          label={t('carrierContact.messageConsent', { carrier: name })}
          checked={draft.consent}
          error={problem('consent')}
          onChange={(e) => edit('consent', e.currentTarget.checked)}
        />
        <SendFailedAlert error={send.error} />
        {send.isSuccess && (
          <Alert color="teal" role="status">
            {t('carrierContact.messageSent', { carrier: name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('carrierContact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
