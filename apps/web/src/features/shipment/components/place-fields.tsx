import { Fieldset, Grid, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { postcodeRequired, statesOf } from '@skeppa/domain';
import { IconBuildingWarehouse, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CountrySelect } from '@/shared/ui/country-select';
import { useCityLookup } from '../hooks/use-city-lookup';
import type { PlaceForm } from '../model/draft';
import { draftActions } from '../model/draft-store';

interface Props {
  which: 'from' | 'to';
  place: PlaceForm;
  /** Translated messages by field (countrycode, postcode). */
  errors: Partial<Record<'countrycode' | 'postcode', string>>;
}

/** Country, postcode, city (looked up) and, for US, CA and IE, the state of one party. */
export function PlaceFields({ which, place, errors }: Props) {
  const { t } = useTranslation();
  const { searching, cityNotFound } = useCityLookup(which, place);
  const set = (patch: Partial<PlaceForm>) => draftActions.setPlace(which, patch);
  const states = statesOf(place.countrycode);
  const Icon = which === 'from' ? IconBuildingWarehouse : IconMapPin;

  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Group gap={8} component="span">
          <Icon size={18} stroke={1.6} color="var(--mantine-color-harbour-8)" />
          <Text span fw={650} fz="md">
            {t(`shipment.place.${which}`)}
          </Text>
        </Group>
      }
    >
      <Grid gap="sm">
        <Grid.Col span={12}>
          <CountrySelect
            label={t('shipment.place.country')}
            value={place.countrycode}
            // A postcode, city or state belongs to its country; a new country starts them afresh.
            onChange={(countrycode) => set({ countrycode, postcode: '', city: '', state: '' })}
            error={errors.countrycode}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <TextInput
            label={t('shipment.place.postcode')}
            value={place.postcode}
            onChange={(e) => set({ postcode: e.currentTarget.value })}
            withAsterisk={postcodeRequired(place.countrycode)}
            autoComplete="off"
            maxLength={12}
            error={errors.postcode}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          <TextInput
            label={t('shipment.place.city')}
            value={place.city}
            onChange={(e) => set({ city: e.currentTarget.value })}
            rightSection={searching ? <Loader size={14} /> : null}
            description={cityNotFound ? t('shipment.place.cityNotFound') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={60}
            data-testid={`${which}-city`}
          />
        </Grid.Col>
        {states && (
          <Grid.Col span={12}>
            <Select
              label={t('shipment.place.state')}
              data={states.map((s) => ({ value: s.code, label: s.name }))}
              value={place.state || null}
              onChange={(state) => set({ state: state ?? '' })}
              searchable
              clearable
              nothingFoundMessage={t('shipment.place.noState')}
            />
          </Grid.Col>
        )}
      </Grid>
    </Fieldset>
  );
}
