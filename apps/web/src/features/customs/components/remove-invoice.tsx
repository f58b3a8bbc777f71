import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteCustomsInvoice } from '../api/delete-customs-invoice';

interface Props {
  consignmentId: number;
  /** The invoice is gone and the shipment's draft read again. */
  onRemoved: () => void;
}

/** "Remove the invoice", asked once more: a saved invoice leaves the shipment, its draft returns. */
export function RemoveInvoice({ consignmentId, onRemoved }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const remove = useDeleteCustomsInvoice(consignmentId);
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={() => setOpened(true)}
        data-testid="remove-invoice"
      >
        {t('customs.form.remove.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('customs.form.remove.title')}
        text={t('customs.form.remove.text')}
        confirmLabel={t('customs.form.remove.confirm')}
        cancelLabel={t('customs.form.remove.cancel')}
        busy={remove.isPending}
        failure={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onRemoved })}
        onClose={close}
      />
    </>
  );
}
