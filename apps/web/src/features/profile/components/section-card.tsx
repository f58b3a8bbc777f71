import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  title: string;
  /** Shows the edit button; absent when the user may not change what the card shows. */
  onEdit?: (() => void) | undefined;
  editLabel?: string;
  children: ReactNode;
}

/** A titled card of the profile, with an edit button where the user may change it. */
export function SectionCard({ title, onEdit, editLabel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {onEdit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
              onClick={onEdit}
              aria-label={editLabel}
            >
              {t('profile.edit')}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
