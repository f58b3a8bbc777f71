import { Alert, Badge, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { Customer } from '@skeppa/domain';
import { useAgreementNo } from '@/shared/customer/get-agreement-no';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CarrierLogo } from '@/shared/ui/carrier-logo';
import { useSwitchCarrier } from '../api/update-carriers';
import { type CarrierChoice, carrierChoices } from '../model/carrier-choice';

function AgreementNo({ customerId, carrier }: { customerId: number; carrier: CarrierChoice }) {
  const { t } = useTranslation();
  const agreement = useAgreementNo(customerId, carrier.code);
  if (agreement.isPending) return <Skeleton h={18} w={100} />;
  if (agreement.isError || !agreement.data.agreementNo) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={0}>
      <Text ff="monospace">{agreement.data.agreementNo}</Text>
      {agreement.data.isDefault && (
        <Text fz="xs" c="dimmed">
          {t('profile.carriers.defaultAgreement')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The carriers of the product with the customer's agreement number at each. Those in service can
 * be switched on and off, which changes the prices shown next time; the others are marked.
 */
export function CarrierTable({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const switchCarrier = useSwitchCarrier();
  const choices = carrierChoices(customer.carriers);
  const noneChosen = !choices.some((c) => c.chosen);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('profile.carriers.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('profile.carriers.intro')}
          </Text>
        </div>
        {noneChosen && (
          <Alert color="yellow" variant="light">
            {t('profile.carriers.noneChosen')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" data-testid="carrier-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.carriers.carrier')}</Table.Th>
                <Table.Th>{t('profile.carriers.agreementNo')}</Table.Th>
                <Table.Th>{t('profile.carriers.use')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {choices.map((carrier) => (
                <Table.Tr key={carrier.code} data-testid="carrier-row" data-carrier={carrier.name}>
                  <Table.Td>
                    <CarrierLogo logo={carrier.logoName} supplier={carrier.name} />
                  </Table.Td>
                  <Table.Td>
                    {carrier.available ? <AgreementNo customerId={customer.id} carrier={carrier} /> : '–'}
                  </Table.Td>
                  <Table.Td>
                    {carrier.available ? (
                      <Switch
                        checked={carrier.chosen}
                        onChange={(e) =>
                          switchCarrier.mutate({ code: carrier.code, active: e.currentTarget.checked })
                        }
                        aria-label={t('profile.carriers.switch', { carrier: carrier.name })}
                      />
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('profile.carriers.notAvailable')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
