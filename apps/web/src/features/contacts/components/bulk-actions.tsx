import { Button, Group, Menu, Text } from '@mantine/core';
import type { ContactBulkFlag } from '@skeppa/domain';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  count: number;
  busy: boolean;
  onFlag: (flag: ContactBulkFlag, checked: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
}

const FLAGS: ContactBulkFlag[] = ['sender', 'receiver', 'consumer', 'locked'];

/** What can be done to the selected contacts at once: set or clear a flag, or delete them. */
export function BulkActions({ count, busy, onFlag, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="bulk-actions">
      <Text size="sm" fw={600}>
        {t('contacts.bulk.selected', { count })}
      </Text>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} />} loading={busy}>
            {t('contacts.bulk.mark')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FLAGS.map((flag) => (
            <Menu.Item key={`${flag}-on`} onClick={() => onFlag(flag, true)}>
              {t(`contacts.bulk.set.${flag}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {FLAGS.map((flag) => (
            <Menu.Item key={`${flag}-off`} onClick={() => onFlag(flag, false)}>
              {t(`contacts.bulk.clear.${flag}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        disabled={busy}
      >
        {t('contacts.bulk.delete')}
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
        {t('contacts.bulk.clearSelection')}
      </Button>
    </Group>
  );
}
