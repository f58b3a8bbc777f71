import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFile, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { fileSize } from '@/shared/format/file-size';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ACCEPT, type Attachment, type Refusal, totalBytes } from './attachments';

interface Props {
  title: string;
  /** What the owner asks to be attached (a claim: photos, the invoice, the receipt). */
  hint?: ReactNode;
  attachments: readonly Attachment[];
  /** The share sent of each file being uploaded, by its key. */
  progress: Readonly<Record<string, number>>;
  refused: readonly Refusal[];
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (attachment: Attachment) => void;
}

function AttachmentRow({
  attachment,
  progress,
  busy,
  onRemove,
}: {
  attachment: Attachment;
  progress: number | undefined;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const percent = progress === undefined ? null : Math.round(progress * 100);
  return (
    <Paper withBorder radius="sm" px="sm" py={6} data-testid="attachment">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">
              {attachment.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSize(attachment.size)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {attachment.stored ? (
            <Badge color="teal.9" tt="none">
              {t('aftercare.files.sent')}
            </Badge>
          ) : percent !== null ? (
            <Stack gap={2} w={110}>
              <Progress
                value={percent}
                aria-label={t('aftercare.files.progress', { name: attachment.name })}
              />
              <Text size="xs" c="dimmed">
                {t('aftercare.files.sending', { percent })}
              </Text>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              {t('aftercare.files.waiting')}
            </Text>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('aftercare.files.remove', { name: attachment.name })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A complaint's or a claim's attachments: dropped on the zone or chosen with its button, checked against the
 * limits at once, each with its upload progress while Submit sends it.
 */
export function AttachmentsField({
  title,
  hint,
  attachments,
  progress,
  refused,
  busy,
  onAdd,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const open = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {hint}
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(files, rejections) => onAdd([...files, ...rejections.map((r) => r.file)])}
        accept={ACCEPT}
        openRef={open}
        disabled={busy}
        activateOnClick={false}
        enablePointerEvents
        data-testid="attachments-dropzone"
      >
        <Stack align="center" gap={6} py="md">
          <IconUpload size={28} aria-hidden />
          <Text fw={500}>{t('aftercare.files.drop')}</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={14} />}
            onClick={() => open.current?.()}
            disabled={busy}
          >
            {t('aftercare.files.choose')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('aftercare.files.limits')}
          </Text>
        </Stack>
      </Dropzone>
      {refused.length > 0 && (
        <Alert color="orange" title={t('aftercare.files.refused')} data-testid="attachments-refused">
          <List size="sm" spacing={2}>
            {refused.map((r) => (
              <List.Item key={`${r.name}-${r.reason}`}>{t(r.reason, { name: r.name })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {attachments.map((a) => (
        <AttachmentRow
          key={a.key}
          attachment={a}
          progress={progress[a.key]}
          busy={busy}
          onRemove={() => onRemove(a)}
        />
      ))}
      {attachments.length > 0 && (
        <Text size="xs" c="dimmed" ta="right">
          {t('aftercare.files.total', { size: fileSize(totalBytes(attachments)) })}
        </Text>
      )}
    </Stack>
  );
}
