import { ActionIcon, Checkbox, Fieldset, Grid, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import type { Part } from '@skeppa/domain';
import { IconTrash } from '@tabler/icons-react';
import { ContactPicker } from '@/shared/contacts/contact-picker';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import { completionActions } from '../../model/completion-store';

interface Props {
  part: Part;
  /** Translated messages by field name (name, address0, postcode, city, contactPerson, mobile, email). */
  errors: Record<string, string | undefined>;
  mandatory: { name: boolean; mobile: boolean };
  removable?: boolean;
}

/**
 * One party of the shipment: filled from the address book or typed (and then saved as a contact),
 * with its address, who to talk to and how the carrier may notify them, and its reference.
 */
export function PartFields({ part, errors, mandatory, removable = false }: Props) {
  const { t } = useTranslation();
  const set = (next: Part) => completionActions.setPart(next);
  const address = (patch: Partial<Part['address']>) =>
    set({ ...part, address: { ...part.address, ...patch } });
  const comm = (patch: Partial<Part['communication']>) =>
    set({ ...part, communication: { ...part.communication, ...patch } });
  const ref = (patch: Partial<Part['reference']>) =>
    set({ ...part, reference: { ...part.reference, ...patch } });
  const { communication: c } = part;
  const field = (name: string) => `${part.role}-${name}`;

  return (
    <Paper withBorder radius="md" p="md" data-testid={`part-${part.role}`}>
      <Fieldset
        variant="unstyled"
        legend={
          <Group justify="space-between" w="100%" gap="xs">
            <Text span fw={650} fz="md">
              {t(`shipment.complete.parts.${part.role}`)}
            </Text>
          </Group>
        }
      >
        {removable && (
          <Group justify="flex-end" mt={-36} mb="xs">
            <Tooltip label={t('shipment.complete.removePart')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shipment.complete.removePartNamed', {
                  part: t(`shipment.complete.parts.${part.role}`),
                })}
                onClick={() => completionActions.removePart(part.role)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        <ContactPicker part={part} onChange={set} />
        <Grid gap="sm" mt="sm">
          <Grid.Col span={12}>
            <TextInput
              id={field('name')}
              label={t('shipment.complete.name')}
              withAsterisk
              value={part.address.name}
              onChange={(e) => address({ name: e.currentTarget.value })}
              error={errors.name}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              id={field('address0')}
              label={t('shipment.complete.address')}
              withAsterisk
              value={part.address.address[0]}
              onChange={(e) => address({ address: [e.currentTarget.value, part.address.address[1]] })}
              error={errors.address0}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              id={field('address1')}
              label={t('shipment.complete.address2')}
              value={part.address.address[1]}
              onChange={(e) => address({ address: [part.address.address[0], e.currentTarget.value] })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5 }}>
            <TextInput
              id={field('postcode')}
              label={t('shipment.place.postcode')}
              withAsterisk
              value={part.address.postcode}
              onChange={(e) => address({ postcode: e.currentTarget.value })}
              error={errors.postcode}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7 }}>
            <TextInput
              id={field('city')}
              label={t('shipment.place.city')}
              withAsterisk
              value={part.address.city}
              onChange={(e) => address({ city: e.currentTarget.value })}
              error={errors.city}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <CountrySelect
              label={t('shipment.place.country')}
              value={part.address.countrycode}
              onChange={(countrycode) => address({ countrycode })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              id={field('contactPerson')}
              label={t('shipment.complete.contactPerson')}
              withAsterisk={mandatory.name}
              value={c.contactPerson}
              onChange={(e) => comm({ contactPerson: e.currentTarget.value })}
              error={errors.contactPerson}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput
              id={field('phone')}
              label={t('shipment.complete.phone')}
              type="tel"
              value={c.phone}
              onChange={(e) => comm({ phone: e.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput
              id={field('mobile')}
              label={t('shipment.complete.mobile')}
              type="tel"
              withAsterisk={mandatory.mobile}
              value={c.mobile.value}
              onChange={(e) => comm({ mobile: { ...c.mobile, value: e.currentTarget.value } })}
              error={errors.mobile}
            />
            <Checkbox
              mt={6}
              size="xs"
              label={t('shipment.complete.notifySms')}
              checked={c.mobile.notify}
              onChange={(e) => comm({ mobile: { ...c.mobile, notify: e.currentTarget.checked } })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              id={field('email')}
              label={t('shipment.complete.email')}
              type="email"
              value={c.email.value}
              onChange={(e) => comm({ email: { ...c.email, value: e.currentTarget.value } })}
              error={errors.email}
            />
            <Checkbox
              mt={6}
              size="xs"
              label={t('shipment.complete.notifyEmail')}
              checked={c.email.notify}
              onChange={(e) => comm({ email: { ...c.email, notify: e.currentTarget.checked } })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput
              id={field('reference')}
              label={t('shipment.complete.reference')}
              value={part.reference.reference ?? ''}
              onChange={(e) => ref({ reference: e.currentTarget.value })}
            />
          </Grid.Col>
          {part.role === 'consignee' && (
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                id={field('customerNo')}
                label={t('shipment.complete.customerNo')}
                value={part.reference.customerNo ?? ''}
                onChange={(e) => ref({ customerNo: e.currentTarget.value })}
              />
            </Grid.Col>
          )}
        </Grid>
      </Fieldset>
    </Paper>
  );
}
