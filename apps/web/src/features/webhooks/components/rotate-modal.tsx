import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RotateSecretDialog } from '@/shared/ui/rotate-secret-dialog';
import { useRotateSecret } from '../api/rotate-secret';

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}

/** A new signing secret for an endpoint; both sign every request during the overlap. */
export function RotateModal({ endpoint, onClose, onRotated }: Props) {
  const { t } = useTranslation();
  const rotate = useRotateSecret();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <RotateSecretDialog
      opened={endpoint !== null}
      title={t('webhooks.rotate.title')}
      text={t('webhooks.rotate.text')}
      overlapLabel={t('webhooks.rotate.overlap')}
      optionLabel={(hours) => t(`webhooks.rotate.overlaps.${hours}`)}
      confirmLabel={t('webhooks.rotate.confirm')}
      cancelLabel={t('webhooks.rotate.cancel')}
      busy={rotate.isPending}
      failure={rotate.isError ? errorMessage(t, rotate.error) : null}
      onConfirm={(overlapHours) =>
        endpoint && rotate.mutate({ id: endpoint.id, overlapHours }, { onSuccess: onRotated })
      }
      onClose={close}
    />
  );
}
