import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ApiKey, type ApiKeyCreated, CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { IconInfoCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { PageLoader } from '@/shared/ui/page-loader';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateKeyModal } from '../components/create-key-modal';
import { KeyTable } from '../components/key-table';
import { RotateModal } from '../components/rotate-modal';
import { SecretModal } from '../components/secret-modal';

/**
 * `/profile/apikeys`: an administrator's keys for the company's own systems. A new or rotated
 * key's secret is shown once; the list shows only its prefix.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  const admin = customer?.custLevel === CUSTOMER_LEVEL_ADMIN;
  const keys = useApiKeys(admin);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ApiKeyCreated | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (!customer) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} maw={760}>
          <Title order={1} fz={28}>
            {t('routes.apiKeys')}
          </Title>
          <Text c="dimmed">{t('apiKeys.intro')}</Text>
        </Stack>
        {admin && (
          <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
            {t('apiKeys.new')}
          </Button>
        )}
      </Group>
      {!admin ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note" data-testid="admin-only">
          {t('apiKeys.adminOnly')}
        </Alert>
      ) : keys.error ? (
        <Alert color="red" role="alert">
          {t('apiKeys.loadFailed')} {errorMessage(t, keys.error)}
        </Alert>
      ) : (
        <KeyTable
          keys={keys.data ?? []}
          fetching={keys.isPending}
          onRotate={setRotating}
          onRevoke={(k) => {
            revoke.reset();
            setRevoking(k);
          }}
        />
      )}
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <RotateModal target={rotating} onClose={() => setRotating(null)} onRotated={setSecret} />
      <SecretModal created={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiKeys.revoke.title', { name: revoking?.name ?? '' })}
        text={t('apiKeys.revoke.text')}
        confirmLabel={t('apiKeys.revoke.confirm')}
        cancelLabel={t('apiKeys.revoke.cancel')}
        busy={revoke.isPending}
        failure={revoke.error ? errorMessage(t, revoke.error) : null}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

export { apiKeysTexts as texts } from '../texts';
