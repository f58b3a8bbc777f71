import { Alert, Button, Group, Text } from '@mantine/core';
import type { Complaint } from '@skeppa/domain';
import { IconBell, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDeleteComplaint, useRemindComplaint } from '../api/complaint-actions';

interface Props {
  /** The complaint as the server has it; null until the first save. */
  saved: Complaint | null;
  sent: boolean;
  busy: boolean;
  onSave: (send: boolean) => void;
  /** The complaint with its new reminder date, after the carrier was reminded. */
  onReminded: (complaint: Complaint) => void;
  onDeleted: () => void;
}

/** Save, send, remind and delete (after a confirm), with what the reminder answered above them. */
export function ComplaintActionsRow({ saved, sent, busy, onSave, onReminded, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remind = useRemindComplaint();
  const remove = useDeleteComplaint();
  return (
    <>
      {remind.isError && (
        <Alert color="orange" role="alert">
          {errorMessage(t, remind.error)}
        </Alert>
      )}
      {remind.isSuccess && <Alert color="teal">{t('complaints.drawer.reminded')}</Alert>}
      <Group justify="space-between">
        <Group gap="xs">
          <Button onClick={() => onSave(false)} loading={busy} variant={sent ? 'filled' : 'default'}>
            {t('complaints.drawer.save')}
          </Button>
          {!sent && (
            <Button onClick={() => onSave(true)} loading={busy} leftSection={<IconSend size={16} />}>
              {t('complaints.drawer.send')}
            </Button>
          )}
          {saved && sent && saved.status === 'sent' && (
            <Button
              variant="light"
              leftSection={<IconBell size={16} />}
              loading={remind.isPending}
              onClick={() =>
                remind.mutate(saved.id, {
                  onSuccess: (r) => onReminded({ ...saved, lastReminderDate: r.lastReminderDate }),
                })
              }
            >
              {t('complaints.drawer.remind')}
            </Button>
          )}
        </Group>
        {saved &&
          (confirming ? (
            <Group gap="xs">
              <Text size="sm">{t('complaints.drawer.deleteConfirm')}</Text>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('complaints.drawer.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(saved.id, { onSuccess: onDeleted })}
              >
                {t('complaints.drawer.deleteYes')}
              </Button>
            </Group>
          ) : (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              {t('complaints.drawer.delete')}
            </Button>
          ))}
      </Group>
    </>
  );
}
