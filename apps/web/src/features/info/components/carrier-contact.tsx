import { Accordion, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { CarrierMessageForm } from './carrier-message-form';
import { NewsletterForm } from './newsletter-form';

/**
 * On /info/carriers: a message and a newsletter sign-up per carrier the customer uses. Only for a
 * signed-in customer; the demo user reads the page without it.
 */
export function CarrierContact() {
  const { t } = useTranslation();
  const demo = useSessionStore((s) => s.user?.demoUser ?? true);
  const customer = useCustomer();
  // A carrier's forms (and its agreement number) load when its panel opens.
  const [open, setOpen] = useState<string | null>(null);
  if (demo) return null;
  const carriers = customer.data?.carriers.filter((c) => c.active) ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="carrier-contact-title"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
    >
      <Stack gap="md">
        <Title order={2} fz={22} id="carrier-contact-title">
          {t('carrierContact.title')}
        </Title>
        <Text c="dimmed">{t('carrierContact.intro')}</Text>
        {customer.isPending && <Skeleton h={48} />}
        {customer.data && carriers.length === 0 && <Text>{t('carrierContact.noCarriers')}</Text>}
        {customer.data && carriers.length > 0 && (
          <Accordion variant="separated" value={open} onChange={setOpen}>
            {carriers.map((carrier) => (
              <Accordion.Item
                key={carrier.code}
                value={String(carrier.code)}
                data-testid="carrier-contact"
                data-carrier={carrier.name}
              >
                <Accordion.Control>{carrier.name}</Accordion.Control>
                <Accordion.Panel>
                  {open === String(carrier.code) && (
                    <>
                      <CarrierMessageForm customer={customer.data} carrier={carrier} />
                      <Divider my="lg" />
                      <NewsletterForm customer={customer.data} carrier={carrier} />
                    </>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
