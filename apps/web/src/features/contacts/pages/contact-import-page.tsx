import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactImportResponse } from '@skeppa/domain';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { contactsKey } from '@/shared/contacts/api/keys';
import { WithContactTexts } from '@/shared/contacts/texts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { downloadTemplate } from '../api/download-template';
import { importContacts } from '../api/import-contacts';
import { ImportColumns } from '../components/import/import-columns';
import { ImportPreview } from '../components/import/import-preview';
import { ImportResult } from '../components/import/import-result';
import { ImportUpload } from '../components/import/import-upload';
import { errorText } from '../model/error-text';
import { rowsToImport } from '../model/import-rows';

type Stage =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; result: ContactImportResponse }
  | { kind: 'done'; result: ContactImportResponse };

/** /contact/import: a spreadsheet of contacts read, checked row by row, then imported (SPEC §5). */
export default function ContactImportPage() {
  return (
    <WithContactTexts>
      <ContactImport />
    </WithContactTexts>
  );
}

function ContactImport() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState(false);

  const send = async (file: File, preview: boolean) => {
    setFailure(null);
    setProgress(0);
    try {
      const result = await importContacts({ file, preview, duplicates, onProgress: setProgress });
      if (preview) setStage({ kind: 'preview', file, result });
      else {
        setStage({ kind: 'done', result });
        void client.invalidateQueries({ queryKey: contactsKey });
      }
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setProgress(null);
    }
  };

  const onTemplate = async () => {
    try {
      await downloadTemplate();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  const restart = () => {
    setStage({ kind: 'choose' });
    setDuplicates(false);
    setFailure(null);
  };

  return (
    <Stack gap="md">
      <Title order={1} fz={28}>
        {t('routes.contactImport')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text>{t('contacts.import.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('contacts.import.rules.formats')}</List.Item>
            <List.Item>{t('contacts.import.rules.limits')}</List.Item>
            <List.Item>{t('contacts.import.rules.headings')}</List.Item>
            <List.Item>{t('contacts.import.rules.update')}</List.Item>
          </List>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => void onTemplate()}
            >
              {t('contacts.import.template')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        {stage.kind === 'choose' && (
          <ImportUpload progress={progress} failure={failure} onRead={(file) => void send(file, true)} />
        )}
        {stage.kind === 'preview' && (
          <Stack gap="sm">
            <Text fw={600}>{t('contacts.import.previewOf', { name: stage.file.name })}</Text>
            <ImportPreview
              result={stage.result}
              duplicates={duplicates}
              onDuplicatesChange={setDuplicates}
              toImport={rowsToImport(stage.result.rows, duplicates)}
              busy={progress !== null}
              onImport={() => void send(stage.file, false)}
              onCancel={restart}
            />
            {failure && (
              <Text c="red.9" role="alert">
                {failure}
              </Text>
            )}
          </Stack>
        )}
        {stage.kind === 'done' && <ImportResult result={stage.result} onAnother={restart} />}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('contacts.import.columns.title')}
        </Title>
        <ImportColumns />
      </Paper>
    </Stack>
  );
}
