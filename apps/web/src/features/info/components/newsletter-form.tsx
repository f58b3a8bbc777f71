import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { CarrierListEntry, Customer } from '@skeppa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useSendEmail } from '../api/send-email';
import { toNewsletterRequest } from '../model/carrier-message';
import { SendFailedAlert } from './send-failed-alert';

/** Signs the customer up for the carrier's newsletter: a mail to its member service, with consent. */
export function NewsletterForm({ customer, carrier }: { customer: Customer; carrier: CarrierListEntry }) {
  const { t } = useTranslation();
  const send = useSendEmail();
  const flash = useSuccessFlash();
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const name = carrier.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!consent);
    if (!consent) return;
    send.mutate(
      { formatType: 'newsletter', senderType: 'carrier', email: toNewsletterRequest(carrier.code, consent) },
      {
        onSuccess: () => {
          setConsent(false);
          flash();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('carrierContact.newsletterTitle', { carrier: name })}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('carrierContact.newsletterTitle', { carrier: name })}
        </Title>
        <Text fz="sm">{t('carrierContact.newsletterText', { carrier: name, email: customer.email })}</Text>
        <Checkbox
          label={t('carrierContact.newsletterConsent', { carrier: name })}
          checked={consent}
          error={missing ? t('validation.required') : undefined}
          onChange={(e) => {
            setConsent(e.currentTarget.checked);
            setMissing(false);
            if (send.isSuccess) send.reset();
          }}
        />
        <SendFailedAlert error={send.error} />
        {send.isSuccess && (
          <Alert color="teal" role="status">
            {t('carrierContact.signedUp', { carrier: name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" variant="light" loading={send.isPending}>
            {t('carrierContact.signUp')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
