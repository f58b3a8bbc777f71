import { Button, Menu } from '@mantine/core';
import type { ContactBulkFlag } from '@skeppa/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectionBar } from '@/shared/ui/selection-bar';

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
    <SelectionBar
      selectedText={t('contacts.bulk.selected', { count })}
      deleteText={t('contacts.bulk.delete')}
      clearText={t('contacts.bulk.clearSelection')}
      busy={busy}
      onDelete={onDelete}
      onClear={onClear}
    >
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
    </SelectionBar>
  );
}
