import type { ApiKey, ApiKeyCreated } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RotateSecretDialog } from '@/shared/ui/rotate-secret-dialog';
import { useRotateApiKey } from '../api/rotate-api-key';

interface Props {
  target: ApiKey | null;
  onClose: () => void;
  onRotated: (key: ApiKeyCreated) => void;
}

/** A new key in place of an old one, with the same name, scopes and last day. */
export function RotateModal({ target, onClose, onRotated }: Props) {
  const { t } = useTranslation();
  const rotate = useRotateApiKey();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <RotateSecretDialog
      opened={target !== null}
      title={t('apiKeys.rotate.title', { name: target?.name ?? '' })}
      text={t('apiKeys.rotate.text')}
      overlapLabel={t('apiKeys.rotate.overlap')}
      optionLabel={(hours) => t(`apiKeys.rotate.hours.${hours}`)}
      confirmLabel={t('apiKeys.rotate.confirm')}
      cancelLabel={t('apiKeys.rotate.cancel')}
      busy={rotate.isPending}
      failure={rotate.error ? errorMessage(t, rotate.error) : null}
      onConfirm={(overlapHours) =>
        target &&
        rotate.mutate(
          { id: target.id, overlapHours },
          {
            onSuccess: (key) => {
              close();
              onRotated(key);
            },
          },
        )
      }
      onClose={close}
    />
  );
}
