import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Code, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '@skeppa/domain';
import { IconDots, IconRefresh, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { accessOf } from '../model/scopes';

const STATUS_COLOUR: Record<ApiKey['status'], string> = {
  active: 'teal.9',
  expired: 'gray.7',
  revoked: 'red.9',
};

interface Props {
  keys: ApiKey[];
  fetching: boolean;
  onRotate: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

function Scopes({ keyOf }: { keyOf: ApiKey }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {accessOf(keyOf.scopes).map(({ area, access }) => (
        <Badge
          key={area}
          variant="outline"
          color={access === 'write' ? 'blue.8' : 'gray.7'}
          tt="none"
          size="sm"
        >
          {t(`apiKeys.areas.${area}`)}: {t(`apiKeys.access.${access}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The company's keys, newest first: what each may do, who made it, when it was last used. */
export function KeyTable({ keys, fetching, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  return (
    <DataTable<ApiKey>
      withTableBorder
      borderRadius="md"
      scrollAreaProps={{
        type: 'auto',
        viewportProps: { tabIndex: 0, 'aria-label': t('apiKeys.table.scrollLabel') },
      }}
      striped
      minHeight={keys.length === 0 ? 160 : undefined}
      records={keys}
      idAccessor="id"
      fetching={fetching}
      noRecordsText={t('apiKeys.empty')}
      customRowAttributes={(k) => ({ 'data-testid': 'api-key-row', 'data-prefix': k.prefix })}
      columns={[
        {
          accessor: 'name',
          title: t('apiKeys.table.name'),
          render: (k) => (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {k.name}
              </Text>
              <Code fz="xs" w="fit-content">
                {k.prefix}…
              </Code>
            </Stack>
          ),
        },
        { accessor: 'scopes', title: t('apiKeys.table.scopes'), render: (k) => <Scopes keyOf={k} /> },
        {
          accessor: 'createdBy',
          title: t('apiKeys.table.createdBy'),
          render: (k) => (
            <Stack gap={0}>
              <Text size="sm">{k.createdBy.name}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(k.createdAt)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'lastUsedAt',
          title: t('apiKeys.table.lastUsed'),
          render: (k) =>
            k.lastUsedAt ? (
              <Stack gap={0}>
                <Text size="sm">{formatDate(k.lastUsedAt, { time: true })}</Text>
                {k.lastUsedFrom && (
                  <Text size="xs" c="dimmed">
                    {t('apiKeys.table.from', { address: k.lastUsedFrom })}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('apiKeys.table.neverUsed')}
              </Text>
            ),
        },
        {
          accessor: 'expiresAt',
          title: t('apiKeys.table.expires'),
          render: (k) => (
            <Text size="sm">
              {k.expiresAt ? formatDate(k.expiresAt, { time: true }) : t('apiKeys.table.noExpiry')}
            </Text>
          ),
        },
        {
          accessor: 'status',
          title: t('apiKeys.table.status'),
          render: (k) => (
            <Badge color={STATUS_COLOUR[k.status]} variant="filled" tt="none" data-testid="api-key-status">
              {t(`apiKeys.status.${k.status}`)}
            </Badge>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('apiKeys.table.actions')}</VisuallyHidden>,
          textAlign: 'right',
          render: (k) =>
            k.status === 'active' && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${t('apiKeys.table.actions')}: ${k.name}`}
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => onRotate(k)}>
                    {t('apiKeys.rotate.action')}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRevoke(k)}>
                    {t('apiKeys.revoke.action')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
        },
      ]}
    />
  );
}
