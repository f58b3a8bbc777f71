import { Button, Divider, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { GoodsRowForm } from '../model/draft';
import { draftActions } from '../model/draft-store';
import { goodsTotals } from '../model/goods-row';
import { GOODS_HEADERS, GOODS_SPANS } from './goods-columns';
import { GoodsRowFields } from './goods-row-fields';
import { GoodsTotals } from './goods-totals';
import { PackageFavouritesMenu } from './package-favourites';

interface Props {
  goods: GoodsRowForm[];
  /** Translated messages by path (`goods.<id>.<field>`). */
  errors: Record<string, string>;
}

function rowErrors(errors: Record<string, string>, id: string) {
  const prefix = `goods.${id}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, text]) => [path.slice(prefix.length), text]),
  );
}

/** The goods rows with a header on wide screens, a way to add rows, and the totals. */
export function GoodsTable({ goods, errors }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Grid columns={24} gap="xs" visibleFrom="lg" aria-hidden="true">
        {GOODS_HEADERS.map(([column, key]) => (
          <Grid.Col key={column} span={GOODS_SPANS[column]}>
            <Text fz="sm" fw={500}>
              {t(key)}
            </Text>
          </Grid.Col>
        ))}
      </Grid>
      {goods.map((row, index) => (
        <div key={row.id}>
          {index > 0 && <Divider hiddenFrom="lg" mb="sm" />}
          <GoodsRowFields
            row={row}
            index={index}
            removable={goods.length > 1}
            errors={rowErrors(errors, row.id)}
          />
        </div>
      ))}
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={draftActions.addRow}>
            {t('shipment.goods.add')}
          </Button>
          <PackageFavouritesMenu goods={goods} />
        </Group>
        <GoodsTotals totals={goodsTotals(goods)} />
      </Group>
    </Stack>
  );
}
