import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ContactImportResponse } from '@skeppa/domain';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { saveFile } from '@/shared/api/transfer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { importReportCsv } from '../../model/import-report';
import { ImportRows } from './import-preview';

/** What the import did, row by row, with the report to download. */
export function ImportResult({
  result,
  onAnother,
}: {
  result: ContactImportResponse;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const { counts } = result;
  const download = () =>
    saveFile(
      new Blob([importReportCsv(t, result.rows)], { type: 'text/csv;charset=utf-8' }),
      t('contacts.import.reportFile'),
    );
  return (
    <Stack gap="md" data-testid="import-result">
      <Alert color="teal" icon={<IconCircleCheck />} title={t('contacts.import.doneTitle')}>
        {t('contacts.import.done', {
          created: counts.created,
          updated: counts.updated,
          skipped: counts.skipped,
          invalid: counts.invalid,
        })}
      </Alert>
      <ImportRows result={result} />
      <Group>
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={download}>
          {t('contacts.import.downloadReport')}
        </Button>
        <Button component={Link} to={paths.contactList}>
          {t('contacts.import.toList')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onAnother}>
          {t('contacts.import.another')}
        </Button>
      </Group>
    </Stack>
  );
}
