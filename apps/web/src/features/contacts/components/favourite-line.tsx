import { Group, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useContact } from '@/shared/contacts/api/get-contact';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The sender favourite the shipment starts from, or SPEC §8's "No sender favourite". */
export function FavouriteLine({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const favourite = useContact(id).data;
  return (
    <Group gap={6} data-testid="sender-favourite">
      <IconStar size={16} color="var(--mantine-color-yellow-8)" aria-hidden />
      <Text size="sm" c="dimmed">
        {id === null
          ? t('contacts.picker.noFavourite')
          : t('contacts.list.favouriteIs', {
              name: favourite ? favourite.company || favourite.fullName : '…',
            })}
      </Text>
    </Group>
  );
}
