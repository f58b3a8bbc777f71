import { ActionIcon, Alert, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { WebhookEndpoint } from '@skeppa/domain';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconDots,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useResumeEndpoint } from '../api/resume-endpoint';
import { ENDPOINT_COLOUR } from '../model/delivery-row';
import { DeliveryTable } from './delivery-table';

interface Props {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: where, which events, its state and secret, its actions and its deliveries. */
export function EndpointCard({ endpoint, onEdit, onRotate, onDelete }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const resume = useResumeEndpoint();
  const paused = endpoint.state === 'paused';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="endpoint"
      data-state={endpoint.state}
      style={paused ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Badge
                variant="filled"
                color={ENDPOINT_COLOUR[endpoint.state]}
                tt="none"
                leftSection={paused ? <IconPlayerPause size={12} /> : undefined}
                data-testid="endpoint-state"
              >
                {t(`webhooks.state.${endpoint.state}`)}
              </Badge>
              <Title
                order={2}
                fz="md"
                ff="monospace"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="endpoint-url"
              >
                {endpoint.url}
              </Title>
            </Group>
            {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
            <Text size="xs" c="dimmed">
              {t('webhooks.endpoint.created', { date: formatDate(endpoint.createdAt) })}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('webhooks.endpoint.actions', { url: endpoint.url })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {t('webhooks.endpoint.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconKey size={16} />} onClick={onRotate}>
                {t('webhooks.endpoint.rotate')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('webhooks.endpoint.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        {paused && (
          <Alert color="orange" icon={<IconPlayerPause size={18} />} role="status" data-testid="paused-note">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('webhooks.endpoint.paused', { date: formatDate(endpoint.pausedAt, { time: true }) })}
              </Text>
              <Button
                size="xs"
                color="orange.9"
                leftSection={<IconPlayerPlay size={14} />}
                loading={resume.isPending}
                onClick={() => resume.mutate(endpoint.id)}
              >
                {t('webhooks.endpoint.resume')}
              </Button>
              {resume.isError && (
                <Text size="sm" c="red.9" role="alert">
                  {errorMessage(t, resume.error)}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {!paused && endpoint.failingSince && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            role="status"
            data-testid="failing-note"
          >
            {t('webhooks.endpoint.failingSince', { date: formatDate(endpoint.failingSince, { time: true }) })}
          </Alert>
        )}

        <Group gap={6} wrap="wrap" aria-label={t('webhooks.endpoint.events')}>
          {endpoint.eventTypes.map((type) => (
            <Badge key={type} variant="outline" color="blue.9" tt="none" title={type}>
              {t(`webhooks.events.${type}`)}
            </Badge>
          ))}
        </Group>

        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('webhooks.endpoint.secret')}
          </Text>
          <Text size="sm" ff="monospace">
            {`whsec_…${endpoint.secretHint}`}
          </Text>
          {endpoint.previousSecretExpiresAt && (
            <Text size="sm" c="dimmed" data-testid="overlap-note">
              ·{' '}
              {t('webhooks.endpoint.overlap', {
                date: formatDate(endpoint.previousSecretExpiresAt, { time: true }),
              })}
            </Text>
          )}
        </Group>

        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            {t(open ? 'webhooks.endpoint.hideDeliveries' : 'webhooks.endpoint.showDeliveries')}
          </Button>
        </Group>
        {open && <DeliveryTable endpointId={endpoint.id} paused={paused} />}
      </Stack>
    </Paper>
  );
}
