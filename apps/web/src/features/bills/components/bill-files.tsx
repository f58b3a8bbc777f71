import { Button, Group } from '@mantine/core';
import type { Bill } from '@skeppa/domain';
import { IconFileCode, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { saveFile } from '@/shared/api/transfer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { openPdf } from '@/shared/print/open-file';
import { getBillFile } from '../api/get-bill-file';
import type { BillFileFormat } from '../model/bill-row';

interface Props {
  bill: Bill;
  /** A file that could not be fetched (not made yet, or a failure), for the page to say. */
  onError: (error: unknown) => void;
  /** The PDF was saved because the browser blocked the tab. */
  onSaved: () => void;
}

/**
 * An invoice's PDF, opened in a new tab once it is here (as a printed waybill is), and its
 * e-invoice, saved as a file for the customer's accounting system.
 */
export function BillFiles({ bill, onError, onSaved }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<BillFileFormat | null>(null);
  const fetchFile = async (format: BillFileFormat) => {
    setBusy(format);
    try {
      const { blob, name } = await getBillFile(bill, format);
      if (format === 'ubl') saveFile(blob, name);
      else if (!openPdf(blob, name)) onSaved();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() => void fetchFile('pdf')}
        aria-label={t('bills.table.pdfOf', { invoiceNo: bill.invoiceNo })}
      >
        {t('bills.table.pdf')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconFileCode size={14} />}
        loading={busy === 'ubl'}
        disabled={busy !== null}
        onClick={() => void fetchFile('ubl')}
        aria-label={t('bills.table.ublOf', { invoiceNo: bill.invoiceNo })}
      >
        {t('bills.table.ubl')}
      </Button>
    </Group>
  );
}
