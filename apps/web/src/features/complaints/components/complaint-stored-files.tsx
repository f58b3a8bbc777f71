import { Anchor, Stack, Text } from '@mantine/core';
import type { Complaint } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { downloadComplaintFile } from '../api/download-complaint-file';

interface Props {
  files: Complaint['files'];
}

/** The attachments the server already keeps, each downloaded on a click; nothing when there are none. */
export function ComplaintStoredFiles({ files }: Props) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('complaints.drawer.storedFiles')}
      </Text>
      {files.map((f) => (
        <Anchor
          key={f.id}
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => void downloadComplaintFile(f)}
          data-testid="complaint-file"
        >
          {f.fileName}
        </Anchor>
      ))}
    </Stack>
  );
}
