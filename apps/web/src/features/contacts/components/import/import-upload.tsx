import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { CONTACT_IMPORT_MAX_BYTES } from '@skeppa/domain';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface Props {
  /** Share of the file sent while uploading, 1 while the server reads it, null when idle. */
  progress: number | null;
  failure: string | null;
  onRead: (file: File) => void;
}

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Choose a file and have it read and checked; an oversize file is refused before it is sent. */
export function ImportUpload({ progress, failure, onRead }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > CONTACT_IMPORT_MAX_BYTES;
  const busy = progress !== null;
  return (
    <Stack gap="sm">
      <FileInput
        label={t('contacts.import.file')}
        description={t('contacts.import.limits')}
        placeholder={t('contacts.import.choose')}
        accept={ACCEPT}
        value={file}
        onChange={setFile}
        leftSection={<IconFileSpreadsheet size={16} />}
        // The placeholder is drawn as text here, so it must reach 4.5:1 like any other text.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        error={tooLarge ? t('errors.codes.contact.import_too_large') : undefined}
        disabled={busy}
        clearable
        clearButtonProps={{ 'aria-label': t('contacts.import.clearFile') }}
      />
      <Group>
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file || tooLarge}
          loading={busy}
          onClick={() => file && onRead(file)}
        >
          {t('contacts.import.read')}
        </Button>
      </Group>
      {busy && (
        <Stack gap={4} data-testid="import-progress">
          <Progress
            value={Math.round(progress * 100)}
            animated={progress >= 1}
            aria-label={t('contacts.import.progress')}
          />
          <Text size="sm" c="dimmed">
            {progress < 1
              ? t('contacts.import.sending', { percent: Math.round(progress * 100) })
              : t('contacts.import.reading')}
          </Text>
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="import-failure">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
