import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { API_KEY_ROTATION_OVERLAPS_HOURS, type ApiKey, type ApiKeyCreated } from '@skeppa/domain';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useRotateApiKey } from '../api/rotate-api-key';

interface Props {
  target: ApiKey | null;
  onClose: () => void;
  onRotated: (key: ApiKeyCreated) => void;
}

/** A new key in place of an old one, the old one working the hours chosen so systems can move. */
export function RotateModal({ target, onClose, onRotated }: Props) {
  const { t } = useTranslation();
  const rotate = useRotateApiKey();
  const [overlap, setOverlap] = useState('24');
  const close = () => {
    rotate.reset();
    setOverlap('24');
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('apiKeys.rotate.title', { name: target?.name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('apiKeys.rotate.text')}</Text>
        <Radio.Group label={t('apiKeys.rotate.overlap')} value={overlap} onChange={setOverlap}>
          <Stack gap={6} mt={6}>
            {API_KEY_ROTATION_OVERLAPS_HOURS.map((h) => (
              <Radio key={h} value={String(h)} label={t(`apiKeys.rotate.hours.${h}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {rotate.error && (
          <Alert color="red" role="alert">
            {errorMessage(t, rotate.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={close} disabled={rotate.isPending}>
            {t('apiKeys.rotate.cancel')}
          </Button>
          <Button
            loading={rotate.isPending}
            onClick={() =>
              target &&
              rotate.mutate(
                { id: target.id, overlapHours: Number(overlap) },
                {
                  onSuccess: (key) => {
                    close();
                    onRotated(key);
                  },
                },
              )
            }
          >
            {t('apiKeys.rotate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
