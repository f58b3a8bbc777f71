import { Button, FileInput, Grid, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { PAPERLESS_DOCUMENT_TYPES, type PaperlessDocumentType } from '@skeppa/domain';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ACCEPT, uploadProblem } from '../model/upload-check';

interface Props {
  /** Documents the shipment has already. */
  count: number;
  /** Share of the file sent while uploading, null when idle. */
  progress: number | null;
  onUpload: (file: File, documentType: PaperlessDocumentType) => Promise<boolean>;
}

/** Choose a file and its type and upload it; a file the server would refuse is stopped here. */
export function UploadForm({ count, progress, onUpload }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentType] = useState<PaperlessDocumentType>('commercialInvoice');
  const problem = uploadProblem(file, count);
  const busy = progress !== null;
  return (
    <Stack gap="sm">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <FileInput
            label={t('paperless.upload.file')}
            description={t('paperless.limits')}
            placeholder={t('paperless.upload.choose')}
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            leftSection={<IconFileUpload size={16} />}
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            error={problem ? t(problem) : undefined}
            disabled={busy}
            clearable
            clearButtonProps={{ 'aria-label': t('paperless.upload.clearFile') }}
            data-testid="paperless-file"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('paperless.upload.documentType')}
            data={PAPERLESS_DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: t(`paperless.types.${type}`),
            }))}
            value={documentType}
            onChange={(v) => v && setDocumentType(v as PaperlessDocumentType)}
            allowDeselect={false}
            disabled={busy}
          />
        </Grid.Col>
      </Grid>
      <Group>
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file || problem !== null}
          loading={busy}
          onClick={async () => {
            if (file && (await onUpload(file, documentType))) setFile(null);
          }}
        >
          {t('paperless.upload.send')}
        </Button>
      </Group>
      {busy && (
        <Stack gap={4}>
          <Progress value={Math.round(progress * 100)} aria-label={t('paperless.upload.progress')} />
          <Text size="sm" c="dimmed">
            {t('paperless.upload.sending', { percent: Math.round(progress * 100) })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
