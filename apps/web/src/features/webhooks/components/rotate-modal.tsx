import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@skeppa/domain';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRotateSecret } from '../api/rotate-secret';
import { OVERLAP_HOURS } from '../model/delivery-row';

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}

/** A new secret, with the overlap chosen: a day by default, none after a leak. */
export function RotateModal({ endpoint, onClose, onRotated }: Props) {
  const { t } = useTranslation();
  const rotate = useRotateSecret();
  const [overlap, setOverlap] = useState('24');
  const close = () => {
    rotate.reset();
    setOverlap('24');
    onClose();
  };
  return (
    <Modal
      opened={endpoint !== null}
      onClose={close}
      title={t('webhooks.rotate.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('webhooks.rotate.text')}</Text>
        <Radio.Group label={t('webhooks.rotate.overlap')} value={overlap} onChange={setOverlap}>
          <Stack gap="xs" mt="xs">
            {OVERLAP_HOURS.map((hours) => (
              <Radio key={hours} value={String(hours)} label={t(`webhooks.rotate.overlaps.${hours}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {rotate.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, rotate.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={close} disabled={rotate.isPending}>
            {t('webhooks.rotate.cancel')}
          </Button>
          <Button
            loading={rotate.isPending}
            onClick={() =>
              endpoint &&
              rotate.mutate(
                { id: endpoint.id, overlapHours: Number(overlap) },
                {
                  onSuccess: (rotated) => {
                    setOverlap('24');
                    onRotated(rotated);
                  },
                },
              )
            }
          >
            {t('webhooks.rotate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
