import { ActionIcon, Checkbox, Grid, Group, Select, Text, TextInput } from '@mantine/core';
import { PACKAGE_TYPES, type PackageTypeCode } from '@skeppa/domain';
import { IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { formatNumber } from '@/shared/format/number';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { GoodsRowForm } from '../model/draft';
import { draftActions } from '../model/draft-store';
import { deriveRow } from '../model/goods-row';
import { GOODS_SPANS } from './goods-columns';
import { SaveFavouriteButton } from './package-favourites';

interface Props {
  row: GoodsRowForm;
  index: number;
  removable: boolean;
  /** Translated messages by field. */
  errors: Partial<Record<string, string>>;
}

const MEASURES = ['noOfPackages', 'weight', 'length', 'width', 'height'] as const;
type MeasureField = (typeof MEASURES)[number];

/** Out of sight, still read out: the field's own message, which screen readers tie to it. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** One goods row: what is typed, and volume and loading metres computed as it is typed. */
export function GoodsRowFields({ row, index, removable, errors }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const d = deriveRow(row);
  const messages = MEASURES.filter((field) => errors[field]);
  // Labels show on narrow screens; on wide ones the header names the column and aria-label the input.
  const labelled = (key: string) => ({
    label: t(key),
    'aria-label': t(key),
    labelProps: { hiddenFrom: 'lg' as const },
  });
  const measure = (field: MeasureField, readOnly = false) => (
    <TextInput
      {...labelled(`shipment.goods.${field}`)}
      value={row[field]}
      onChange={(e) => draftActions.setRow(row.id, { [field]: e.currentTarget.value })}
      inputMode={field === 'noOfPackages' ? 'numeric' : 'decimal'}
      autoComplete="off"
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      error={errors[field]}
      // Read out with the field; shown under the row instead, where it has room.
      errorProps={{ style: VISUALLY_HIDDEN }}
    />
  );
  const computed = (key: string, value: string) => (
    <TextInput {...labelled(key)} value={value} readOnly variant="filled" tabIndex={-1} />
  );
  const typeOptions = PACKAGE_TYPES.filter((p) => p.showInSelect).map((p) => ({
    value: p.code,
    label: language === 'sv' ? p.name : p.nameEn,
  }));

  return (
    <Grid
      columns={24}
      gap="xs"
      align="flex-start"
      data-testid="goods-row"
      aria-label={t('shipment.goods.row', { n: index + 1 })}
      role="group"
    >
      <Grid.Col span={GOODS_SPANS.noOfPackages}>{measure('noOfPackages')}</Grid.Col>
      <Grid.Col span={GOODS_SPANS.packageType}>
        <Select
          {...labelled('shipment.goods.packageType')}
          data={typeOptions}
          value={row.packageType}
          onChange={(v) => v && draftActions.setPackageType(row.id, v as PackageTypeCode)}
          allowDeselect={false}
        />
      </Grid.Col>
      <Grid.Col span={GOODS_SPANS.weight}>{measure('weight')}</Grid.Col>
      <Grid.Col span={GOODS_SPANS.length}>{measure('length', d.locked)}</Grid.Col>
      <Grid.Col span={GOODS_SPANS.width}>{measure('width', d.locked)}</Grid.Col>
      <Grid.Col span={GOODS_SPANS.height}>{measure('height')}</Grid.Col>
      <Grid.Col span={GOODS_SPANS.volume}>
        {computed('shipment.goods.volume', formatNumber(d.volume, 3))}
      </Grid.Col>
      <Grid.Col span={GOODS_SPANS.loadingMetres}>
        {computed('shipment.goods.loadingMetres', formatNumber(d.loadingMetres))}
      </Grid.Col>
      <Grid.Col span={GOODS_SPANS.stackable} pt={{ base: 34, lg: 8 }}>
        {d.showStackable && (
          <Checkbox
            label={t('shipment.goods.stackable')}
            checked={d.isStackable}
            onChange={(e) => draftActions.setRow(row.id, { isStackable: e.currentTarget.checked })}
          />
        )}
      </Grid.Col>
      <Grid.Col span={GOODS_SPANS.remove} ta="right" pt={{ base: 0, sm: 30, lg: 1 }}>
        <Group gap={0} justify="flex-end" wrap="nowrap">
          <SaveFavouriteButton row={row} index={index} />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => draftActions.removeRow(row.id)}
            disabled={!removable}
            aria-label={t('shipment.goods.remove', { n: index + 1 })}
          >
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </Group>
      </Grid.Col>
      {/* Under the row, not under each narrow field, so a message never breaks mid-word. */}
      {messages.length > 0 && (
        <Grid.Col span={24} pt={0} data-testid="goods-row-errors" aria-hidden="true">
          {messages.map((field) => (
            <Text key={field} fz="xs" c="var(--mantine-color-error)">
              {t(`shipment.goods.${field}`)}: {errors[field]}
            </Text>
          ))}
        </Grid.Col>
      )}
    </Grid>
  );
}
