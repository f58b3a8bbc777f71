import { Checkbox, Grid, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type TransportProduct, templateNameFlags } from '@skeppa/domain';
import { formatMoney } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ChosenService, OfferedService } from '../../model/completion';
import { completionActions } from '../../model/completion-store';

/** Incoterms a coordinator uses with DAP and EXW services. */
const COMBITERMS = ['DAP', 'EXW', 'FCA', 'CPT', 'CIP', 'DPU', 'DDP'] as const;

interface Props {
  templateName: string;
  offered: OfferedService[];
  chosen: ChosenService[];
  tod: TransportProduct['tod'];
  errors: Record<string, string | undefined>;
}

/** Terms of delivery (for _dap and _exw services) and the service's added services with their fields. */
export function ServicesFields({ templateName, offered, chosen, tod, errors }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const flags = templateNameFlags(templateName);
  const withTerms = flags.dap || flags.exw;
  if (!withTerms && offered.length === 0) return null;
  const label = (o: { labelSv: string; labelEn: string }) => (language === 'sv' ? o.labelSv : o.labelEn);

  return (
    <Paper withBorder radius="md" p="md" data-testid="services-fields">
      <Stack gap="md">
        {withTerms && (
          <div>
            <Title order={2} fz="md" mb="sm">
              {t('shipment.complete.tod')}
            </Title>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  id="tod-combiterm"
                  label={t('shipment.complete.combiterm')}
                  withAsterisk
                  data={[...COMBITERMS]}
                  value={tod.combiterm || null}
                  onChange={(v) => completionActions.setTod({ combiterm: v ?? '' })}
                  error={errors['tod.combiterm']}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  id="tod-location"
                  label={t('shipment.complete.todLocation')}
                  withAsterisk
                  value={tod.location}
                  onChange={(e) => completionActions.setTod({ location: e.currentTarget.value })}
                  error={errors['tod.location']}
                />
              </Grid.Col>
            </Grid>
          </div>
        )}
        {offered.length > 0 && (
          <div>
            <Title order={2} fz="md" mb="sm">
              {t('shipment.quote.addedServices')}
            </Title>
            <Stack gap="sm">
              {offered.map((o) => {
                const picked = chosen.find((c) => c.type === o.type);
                const price = o.price > 0 ? formatMoney(o.price, 'SEK') : t('shipment.quote.noCharge');
                return (
                  <div key={o.type}>
                    <Checkbox
                      label={`${label(o)} · ${price}${o.perPackage && o.price > 0 ? ` ${t('shipment.quote.perPackage')}` : ''}`}
                      checked={Boolean(picked)}
                      onChange={(e) => completionActions.toggleService(o.type, e.currentTarget.checked)}
                    />
                    {picked && o.fields.length > 0 && (
                      <Grid gap="sm" mt={6} ml="xl">
                        {o.fields.map((f) => (
                          <Grid.Col key={f.name} span={{ base: 12, sm: 6 }}>
                            <TextInput
                              label={label(f)}
                              withAsterisk={f.required}
                              maxLength={f.maxLength ?? f.exactLength}
                              value={picked.fields[f.name] ?? ''}
                              onChange={(e) =>
                                completionActions.setServiceField(o.type, f.name, e.currentTarget.value)
                              }
                              error={errors[`service.${o.type}.${f.name}`]}
                            />
                          </Grid.Col>
                        ))}
                      </Grid>
                    )}
                  </div>
                );
              })}
            </Stack>
          </div>
        )}
        {withTerms && (
          <Text fz="xs" c="dimmed">
            {t('shipment.complete.todNote')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
