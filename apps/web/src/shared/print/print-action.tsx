import { ActionIcon, Box, Button, Group, Menu, Popover, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PRINT_FORMAT, type PrintFormat, printFormats } from '@skeppa/domain';
import { IconCheck, IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { saveFile } from '../api/transfer';
import { useCustomer } from '../customer/get-customer';
import { openPdf } from './open-file';
import { printDocuments } from './print-documents';
import { type PrintProblem, PrintProblemCard, problemOf } from './print-problem';
import { printTexts } from './texts';

export interface PrintActionProps {
  /** The consignments to print, in the order their documents should come. */
  consignmentIds: readonly number[];
  /** After a print: the orders are now "printed", so lists and pages read them again. */
  onPrinted?: () => void;
  /** Shows the count ("Print 3 shipments") for a selection. */
  bulk?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  /**
   * A row of a list: only the printer, in the customer's format (named to a screen reader and in
   * its tooltip). Another format for this print is chosen for a selection, beside the list.
   */
  compact?: boolean;
}

let textsIn = false;
void printTexts.then(() => {
  textsIn = true;
});

function useTextsIn(): boolean {
  const [ready, setReady] = useState(textsIn);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void printTexts.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * Print for one shipment or a selection: the button prints in the customer's print format (the
 * profile's setting), the menu beside it in another format for this print only. A PDF opens in a
 * new tab once it is here, ZPL is saved for the label printer. What could not be printed is said
 * at the button, with the way to mend a customs invoice; "No document" when nothing was (SPEC §8).
 */
export function PrintAction({
  consignmentIds,
  onPrinted,
  bulk = false,
  disabled = false,
  size = 'sm',
  compact = false,
}: PrintActionProps) {
  const { t } = useTranslation();
  const ready = useTextsIn();
  const customer = useCustomer();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PrintProblem | null>(null);
  const preferred: PrintFormat = customer.data?.printFormat ?? DEFAULT_PRINT_FORMAT;

  const show = (n: Parameters<typeof notifications.show>[0]) =>
    notifications.show({ ...n, closeButtonProps: { 'aria-label': t('common.close') } });

  const print = async (format: PrintFormat) => {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, name, refused } = await printDocuments(consignmentIds, format);
      if (format === 'ZPL') {
        saveFile(blob, name);
        show({ color: 'teal', message: t('print.saved', { name }) });
      } else if (!openPdf(blob, name)) {
        show({ color: 'blue', message: t('print.downloaded') });
      }
      if (refused.length > 0) setProblem({ kind: 'some', refused, message: null });
      onPrinted?.();
    } catch (error) {
      setProblem(problemOf(t, error));
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return null;
  const off = disabled || consignmentIds.length === 0;
  const label = bulk ? t('print.printSelected', { count: consignmentIds.length }) : t('print.print');
  const format = t(`print.short.${preferred}`);
  const button = compact ? (
    <Tooltip label={`${label} · ${format}`} withArrow>
      <ActionIcon
        size={size === 'xs' ? 30 : 36}
        variant="filled"
        onClick={() => void print(preferred)}
        loading={busy}
        disabled={off}
        aria-label={`${label} · ${format}`}
        data-testid="print-button"
      >
        <IconPrinter size={16} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Group gap={1} wrap="nowrap">
      <Button
        size={size}
        leftSection={<IconPrinter size={16} />}
        onClick={() => void print(preferred)}
        loading={busy}
        disabled={off}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        data-testid="print-button"
      >
        {label} · {format}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={size === 'xs' ? 30 : size === 'md' ? 42 : 36}
            variant="filled"
            disabled={off || busy}
            aria-label={t('print.chooseFormat')}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('print.formatsTitle')}</Menu.Label>
          {printFormats.map((format) => (
            <Menu.Item
              key={format}
              onClick={() => void print(format)}
              leftSection={format === preferred ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
              rightSection={
                format === preferred ? (
                  <Text size="xs" c="dimmed">
                    {t('print.yourDefault')}
                  </Text>
                ) : null
              }
            >
              {t(`print.formats.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
  return (
    <Popover
      // The button is the target, not a control of the popover: the card speaks as an alert.
      withRoles={false}
      opened={problem !== null}
      onChange={(open) => !open && setProblem(null)}
      position="bottom-start"
      withArrow
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Box display="inline-flex">{button}</Box>
      </Popover.Target>
      <Popover.Dropdown>
        {problem && (
          <PrintProblemCard
            problem={problem}
            single={consignmentIds.length === 1}
            onClose={() => setProblem(null)}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
