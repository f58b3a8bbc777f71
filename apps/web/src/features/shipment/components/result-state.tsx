import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconTruckOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

interface Props {
  kind: 'empty' | 'error' | 'noDraft';
  title: string;
  text: string;
}

/** Step 2 without services to show: nothing fits, the call failed, or nothing was priced yet. */
export function ResultState({ kind, title, text }: Props) {
  const { t } = useTranslation();
  const Icon = kind === 'error' ? IconAlertTriangle : IconTruckOff;
  return (
    <EmptyState
      data-testid={`result-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      variant="light"
      color={kind === 'error' ? 'red' : 'harbour'}
      icon={<Icon size={28} stroke={1.5} />}
      title={title}
      description={text}
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to={paths.shipmentStep1} leftSection={<IconArrowLeft size={16} />}>
          {t(kind === 'noDraft' ? 'shipment.select.toForm' : 'shipment.select.edit')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
