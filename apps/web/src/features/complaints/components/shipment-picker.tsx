import { Select } from '@mantine/core';
import type { Order } from '@skeppa/domain';
import { useState } from 'react';
import { useOrderList } from '@/shared/api/bookings/list-orders';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  custId: number;
  value: number | null;
  /** How the picked shipment is named when the list does not hold it (its waybill number). */
  pickedLabel: string;
  disabled: boolean;
  onPick: (order: Order | null) => void;
}

/** A booked shipment picked by its waybill number or receiver, searched in the booked list. */
export function ShipmentPicker({ custId, value, pickedLabel, disabled, onPick }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const list = useOrderList(custId, { booked: true, search: search.trim(), pageSize: 25 });
  const orders = (list.data?.orders ?? []).filter((o) => o.consignmentId !== null && o.consignmentNo);
  const data = orders.map((o) => ({
    value: String(o.consignmentId),
    label: [o.consignmentNo, o.to?.name, o.to?.city].filter(Boolean).join(' · '),
  }));
  // The shipment already picked stays named while a search shows others.
  if (value !== null && !data.some((d) => d.value === String(value)))
    data.unshift({ value: String(value), label: pickedLabel });
  return (
    <Select
      label={t('complaints.drawer.shipment')}
      description={t('complaints.drawer.shipmentHint')}
      placeholder={t('complaints.drawer.shipmentPlaceholder')}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      disabled={disabled}
      nothingFoundMessage={list.isFetching ? '…' : undefined}
      onChange={(v) =>
        onPick(v === null ? null : (orders.find((o) => String(o.consignmentId) === v) ?? null))
      }
      data-testid="complaint-shipment"
    />
  );
}
