import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes/paths';

/** The consignment id of `?consignmentId=` (or `param`), or null when there is none to speak of. */
function consignmentIdOf(params: URLSearchParams, param: string): number | null {
  const id = Number(params.get(param));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface Props {
  title: string;
  intro: string;
  /** Shown without `?consignmentId=`, with a link to the booked list. */
  noShipment: string;
  toList: string;
  /** The address's name for the consignment id: `consignmentId`, or `id` for the claim page. */
  param?: string;
  children: (consignmentId: number) => ReactNode;
}

/** A page about one shipment's papers (customs, paperless, a claim): its heading, and the shipment from the address. */
export function ShipmentPageFrame({
  title,
  intro,
  noShipment,
  toList,
  param = 'consignmentId',
  children,
}: Props) {
  const [params] = useSearchParams();
  const consignmentId = consignmentIdOf(params, param);
  return (
    <Stack gap="md">
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" maw={820}>
        {intro}
      </Text>
      {consignmentId === null ? (
        <Alert color="blue" icon={<IconAlertCircle />}>
          {noShipment}{' '}
          <Anchor component={Link} to={paths.consignmentList}>
            {toList}
          </Anchor>
        </Alert>
      ) : (
        children(consignmentId)
      )}
    </Stack>
  );
}
