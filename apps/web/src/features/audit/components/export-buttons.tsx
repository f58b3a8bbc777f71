import { Button, Group } from '@mantine/core';
import type { AuditExportFormat } from '@skeppa/domain';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { exportAudit } from '../api/export-audit';

interface Props {
  /** The list's filters as the query: the file holds what the list shows, every page of it. */
  params: Record<string, string>;
  disabled: boolean;
  onError: (error: unknown) => void;
}

/** The log under the filters as an Excel workbook or a CSV file. */
export function ExportButtons({ params, disabled, onError }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState<AuditExportFormat | null>(null);
  const run = async (format: AuditExportFormat) => {
    setBusy(format);
    onError(null);
    try {
      await exportAudit(params, format, language);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={busy === 'xlsx'}
        disabled={disabled || busy !== null}
        onClick={() => void run('xlsx')}
      >
        {t('audit.export.xlsx')}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={busy === 'csv'}
        disabled={disabled || busy !== null}
        onClick={() => void run('csv')}
      >
        {t('audit.export.csv')}
      </Button>
    </Group>
  );
}
