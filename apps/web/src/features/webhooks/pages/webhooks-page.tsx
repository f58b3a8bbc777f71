import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CUSTOMER_LEVEL_ADMIN, MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '@skeppa/domain';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Forbidden } from '@/shared/ui/forbidden';
import { PageLoader } from '@/shared/ui/page-loader';
import { useDeleteEndpoint } from '../api/delete-endpoint';
import { useEndpoints } from '../api/list-endpoints';
import { EndpointCard } from '../components/endpoint-card';
import { EndpointFormModal } from '../components/endpoint-form-modal';
import { RotateModal } from '../components/rotate-modal';
import { SecretModal, type ShownSecret } from '../components/secret-modal';

/** Which dialog is open, and for which endpoint. */
type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; endpoint: WebhookEndpoint }
  | { kind: 'rotate'; endpoint: WebhookEndpoint }
  | { kind: 'delete'; endpoint: WebhookEndpoint };

/**
 * `/profile/webhooks`: the company's webhook endpoints for its administrators (customer level 1):
 * add, change, rotate the secret, resume, delete, and each one's deliveries with redelivery.
 * Anyone else sees a 403 page; the server refuses them too.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const admin = customer.data?.custLevel === CUSTOMER_LEVEL_ADMIN;
  const endpoints = useEndpoints(admin);
  const remove = useDeleteEndpoint();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const close = () => setDialog({ kind: 'none' });

  if (customer.isPending) return <PageLoader />;
  if (!admin) return <Forbidden reason={t('webhooks.forbidden')} />;
  const list = endpoints.data ?? [];
  const full = list.length >= MAX_WEBHOOK_ENDPOINTS;

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} maw={760}>
          <Title order={1} fz={28}>
            {t('webhooks.title')}
          </Title>
          <Text c="dimmed">{t('webhooks.intro')}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ kind: 'add' })}
          disabled={full}
        >
          {t('webhooks.add')}
        </Button>
      </Group>

      {endpoints.isPending && <Skeleton h={160} radius="md" />}
      {endpoints.isError && (
        <Alert color="red" role="alert">
          {t('webhooks.loadFailed')} {errorMessage(t, endpoints.error)}
        </Alert>
      )}
      {endpoints.isSuccess && list.length === 0 && (
        <Paper withBorder radius="md" p="xl" data-testid="no-endpoints">
          <Group gap="md" wrap="nowrap">
            <IconWebhook size={32} stroke={1.5} aria-hidden />
            <Text>{t('webhooks.empty')}</Text>
          </Group>
        </Paper>
      )}
      {list.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          onEdit={() => setDialog({ kind: 'edit', endpoint })}
          onRotate={() => setDialog({ kind: 'rotate', endpoint })}
          onDelete={() => setDialog({ kind: 'delete', endpoint })}
        />
      ))}

      <EndpointFormModal
        opened={dialog.kind === 'add' || dialog.kind === 'edit'}
        endpoint={dialog.kind === 'edit' ? dialog.endpoint : null}
        onClose={close}
        onCreated={(created) => {
          close();
          setSecret({ endpoint: created, rotated: false });
        }}
        onSaved={() => {
          close();
          notifications.show({
            color: 'teal',
            message: t('webhooks.form.saved'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
        }}
      />
      <RotateModal
        endpoint={dialog.kind === 'rotate' ? dialog.endpoint : null}
        onClose={close}
        onRotated={(rotated) => {
          close();
          setSecret({ endpoint: rotated, rotated: true });
        }}
      />
      <ConfirmDialog
        opened={dialog.kind === 'delete'}
        title={t('webhooks.delete.title')}
        text={dialog.kind === 'delete' ? t('webhooks.delete.text', { url: dialog.endpoint.url }) : ''}
        confirmLabel={t('webhooks.delete.confirm')}
        cancelLabel={t('webhooks.delete.cancel')}
        busy={remove.isPending}
        failure={remove.isError ? errorMessage(t, remove.error) : null}
        onConfirm={() => dialog.kind === 'delete' && remove.mutate(dialog.endpoint.id, { onSuccess: close })}
        onClose={() => {
          remove.reset();
          close();
        }}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

export { webhookTexts as texts } from '../texts';
