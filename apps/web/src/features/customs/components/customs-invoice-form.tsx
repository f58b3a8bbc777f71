import { Alert, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { type CustomsInvoiceResponse, type CustomsParty, todayInStockholm } from '@skeppa/domain';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconFileTypePdf } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { openPdf } from '@/shared/print/open-file';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { customsInvoicePdf } from '../api/customs-invoice-pdf';
import { useSaveCustomsInvoice } from '../api/save-customs-invoice';
import {
  addLine,
  type CustomsForm,
  formTotals,
  type LineForm,
  type PartyName,
  removeLine,
  setLine,
  setParty,
  setSeparateBuyer,
  toForm,
  toInvoice,
  withDefaults,
} from '../model/customs-form';
import { customsNeed } from '../model/customs-need';
import { invoiceProblems, type LineProblems, lineProblems, type Problems, savable } from '../model/problems';
import { InvoiceFields } from './invoice-fields';
import { LinesTable } from './lines-table';
import { NeedNotice } from './need-notice';
import { PartyFields } from './party-fields';
import { problemText } from './problem-text';
import { RemoveInvoice } from './remove-invoice';
import { SignatureFields } from './signature-fields';
import { TotalsFields } from './totals-fields';

interface Props {
  consignmentId: number;
  initial: CustomsInvoiceResponse;
  /** The saved invoice was removed: the page starts the form over from the shipment's draft. */
  onRemoved: () => void;
}

/** What the last save or PDF came to; `outcome` tells a complete invoice saved from a draft kept. */
type Notice = { color: 'teal' | 'red' | 'blue'; text: string; outcome?: 'saved' | 'draft' } | null;
const NO_PROBLEMS: Problems = {};

/**
 * The commercial or proforma invoice of one shipment. Problems show at their fields once the user
 * has tried to save (or the invoice was saved before). Typing stays cheap: the rules and totals
 * run on a deferred copy of the form, which React drops while keys keep coming, and each goods
 * line is a memoised row that draws again only when its own text or problems change.
 */
export function CustomsInvoiceForm({ consignmentId, initial, onRemoved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CustomsForm>(() =>
    toForm(withDefaults(initial.invoice, todayInStockholm())),
  );
  const [attempted, setAttempted] = useState(initial.saved);
  const [kept, setKept] = useState(initial.saved);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const save = useSaveCustomsInvoice(consignmentId);
  const flash = useSuccessFlash();

  const deferred = useDeferredValue(form);
  const problems = useMemo(
    () => (attempted ? invoiceProblems(toInvoice(deferred)) : NO_PROBLEMS),
    [deferred, attempted],
  );
  const totals = useMemo(() => formTotals(deferred), [deferred]);
  const previousRows = useRef<ReadonlyMap<string, LineProblems>>(new Map());
  const rowProblems = useMemo(() => {
    const rows = lineProblems(problems, deferred.lines, previousRows.current);
    previousRows.current = rows;
    return rows;
  }, [problems, deferred.lines]);
  const problem = useMemo(() => problemText(t, problems), [t, problems]);
  const problemCount = Object.keys(problems).length;

  const update = useCallback((change: (f: CustomsForm) => CustomsForm) => {
    setForm(change);
    setDirty(true);
    setNotice(null);
  }, []);
  const patch = useCallback((p: Partial<CustomsForm>) => update((f) => ({ ...f, ...p })), [update]);
  const onLine = useCallback(
    (key: string, p: Partial<Omit<LineForm, 'key'>>) => update((f) => setLine(f, key, p)),
    [update],
  );
  const onRemove = useCallback((key: string) => update((f) => removeLine(f, key)), [update]);
  const onAdd = useCallback(() => update(addLine), [update]);
  const onParty = useCallback(
    (which: PartyName, p: Partial<CustomsParty>) => update((f) => setParty(f, which, p)),
    [update],
  );

  /** Saves what is typed; answers whether it was saved. */
  const store = async (): Promise<boolean> => {
    setAttempted(true);
    const invoice = toInvoice(form);
    if (!savable(invoice)) {
      setNotice({ color: 'red', text: t('customs.form.notSaved') });
      return false;
    }
    try {
      const answer = await save.mutateAsync(invoice);
      setDirty(false);
      setKept(true);
      // Kept is not done: success is said only of an invoice customs would take.
      if (answer.problems.length > 0) {
        setNotice({ color: 'blue', text: t('customs.form.savedDraft'), outcome: 'draft' });
      } else {
        setNotice({ color: 'teal', text: t('customs.form.saved'), outcome: 'saved' });
        flash();
      }
      return true;
    } catch (error) {
      setNotice({ color: 'red', text: errorMessage(t, error) });
      return false;
    }
  };

  const onPdf = async () => {
    setPdfBusy(true);
    try {
      if (!(await store()) || Object.keys(invoiceProblems(toInvoice(form))).length > 0) return;
      const { blob, name } = await customsInvoicePdf(consignmentId);
      if (!openPdf(blob, name)) setNotice({ color: 'blue', text: t('customs.form.pdfBlocked') });
    } catch (error) {
      setNotice({ color: 'red', text: errorMessage(t, error) });
    } finally {
      setPdfBusy(false);
    }
  };

  const section = (title: string, children: React.ReactNode) => (
    <Paper withBorder radius="md" p="lg" role="group" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store();
      }}
    >
      <Stack gap="md">
        <NeedNotice need={customsNeed(initial.required, initial.invoice.exporter.countrycode)} />
        {section(
          t('customs.form.sections.invoice'),
          <InvoiceFields form={form} onChange={patch} problem={problem} />,
        )}
        <PartyFields
          which="exporter"
          title={t('customs.form.sections.exporter')}
          party={form.exporter}
          onChange={onParty}
          problem={problem}
        />
        <PartyFields
          which="importer"
          title={t('customs.form.sections.importer')}
          party={form.importer}
          onChange={onParty}
          problem={problem}
        />
        <Checkbox
          label={t('customs.form.separateBuyer')}
          checked={form.buyer !== null}
          onChange={(e) => {
            const separate = e.currentTarget.checked;
            update((f) => setSeparateBuyer(f, separate));
          }}
        />
        {form.buyer && (
          <PartyFields
            which="buyer"
            title={t('customs.form.sections.buyer')}
            party={form.buyer}
            onChange={onParty}
            problem={problem}
          />
        )}
        {section(
          t('customs.form.sections.lines'),
          <LinesTable
            lines={form.lines}
            lineValues={totals.lineValues}
            currency={form.currency}
            problems={rowProblems}
            tableProblem={problem('lines')}
            onChange={onLine}
            onRemove={onRemove}
            onAdd={onAdd}
          />,
        )}
        {section(
          t('customs.form.sections.totals'),
          <TotalsFields form={form} totals={totals} onChange={patch} problem={problem} />,
        )}
        {section(
          t('customs.form.sections.signature'),
          <SignatureFields form={form} onChange={patch} problem={problem} />,
        )}
        {attempted && problemCount > 0 && (
          <Alert color="orange" icon={<IconAlertCircle />} data-testid="customs-problems">
            {t('customs.form.problemsLeft', { count: problemCount })}
          </Alert>
        )}
        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            icon={notice.outcome === 'saved' ? <IconCheck /> : undefined}
            data-testid="customs-notice"
            data-outcome={notice.outcome}
          >
            {notice.text}
          </Alert>
        )}
        {dirty && !notice && (
          <Alert color="gray" variant="light">
            {t('customs.form.unsaved')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {kept && <RemoveInvoice consignmentId={consignmentId} onRemoved={onRemoved} />}
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            onClick={() => void onPdf()}
            loading={pdfBusy}
            disabled={save.isPending}
          >
            {t('customs.form.showPdf')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={save.isPending && !pdfBusy}
          >
            {t('customs.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
