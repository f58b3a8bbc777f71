import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { ROTATION_OVERLAPS_HOURS } from '@skeppa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  opened: boolean;
  title: string;
  /** What a rotation does to the old secret and the new one. */
  text: string;
  overlapLabel: string;
  /** The label of one overlap choice, by its hours. */
  optionLabel: (hours: number) => string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog so the user can try again. */
  failure: string | null;
  onConfirm: (overlapHours: number) => void;
  onClose: () => void;
}

/**
 * A new secret (an API key, a webhook's signing secret) in place of the old one, which keeps working
 * the hours chosen so systems can move: a day by default, none after a leak.
 */
export function RotateSecretDialog(p: Props) {
  const { t } = useTranslation();
  const [overlap, setOverlap] = useState('24');
  useEffect(() => {
    if (p.opened) setOverlap('24');
  }, [p.opened]);
  return (
    <Modal
      opened={p.opened}
      onClose={p.onClose}
      title={p.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{p.text}</Text>
        <Radio.Group label={p.overlapLabel} value={overlap} onChange={setOverlap}>
          <Stack gap={6} mt={6}>
            {ROTATION_OVERLAPS_HOURS.map((hours) => (
              <Radio key={hours} value={String(hours)} label={p.optionLabel(hours)} />
            ))}
          </Stack>
        </Radio.Group>
        {p.failure && (
          <Alert color="red" role="alert">
            {p.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={p.onClose} disabled={p.busy}>
            {p.cancelLabel}
          </Button>
          <Button loading={p.busy} onClick={() => p.onConfirm(Number(overlap))}>
            {p.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
