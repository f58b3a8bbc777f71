import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { type CustomsForm, toForm } from '../model/customs-form';
import { customsNeed } from '../model/customs-need';
import { goodInvoice } from '../test/invoice';
import { customsTexts } from '../texts';
import { InvoiceFields } from './invoice-fields';
import { NeedNotice } from './need-notice';
import { SignatureFields } from './signature-fields';

const noProblem = () => undefined;

/** Invoice dated 24 November 2026 and signed on the 25th. */
function form(): CustomsForm {
  const invoice = goodInvoice();
  return toForm({ ...invoice, signatory: { ...invoice.signatory, date: '2026-11-25' } });
}

function renderDates(onChange = vi.fn()) {
  const f = form();
  renderWithProviders(
    <>
      <InvoiceFields form={f} onChange={onChange} problem={noProblem} />
      <SignatureFields form={f} onChange={onChange} problem={noProblem} />
    </>,
  );
  return onChange;
}

describe('customs invoice dates', () => {
  beforeEach(async () => {
    await customsTexts;
  });
  afterEach(async () => {
    await act(() => changeLanguage('sv'));
  });

  it.each([
    ['sv', /^Fakturadatum/, /^Datum/],
    ['en', /^Invoice date/, /^Date/],
  ] as const)('show as YYYY-MM-DD in %s, whatever the browser locale', async (language, invoice, signed) => {
    await changeLanguage(language);
    renderDates();
    expect(screen.getByRole('button', { name: invoice })).toHaveTextContent(/^2026-11-24$/);
    expect(screen.getByRole('button', { name: signed })).toHaveTextContent(/^2026-11-25$/);
    // The browser's date input would show the browser's format (11/24/2026 in English).
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('open a calendar in the UI language with Monday first and hand over the chosen day as ISO', async () => {
    await changeLanguage('en');
    const onChange = renderDates();
    await userEvent.click(screen.getByRole('button', { name: /^Invoice date/ }));
    const calendar = screen.getByRole('table');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    await userEvent.click(within(calendar).getByRole('button', { name: '26 November 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ invoiceDate: '2026-11-26' });
  });

  it('name the days in Swedish in a Swedish calendar', async () => {
    renderDates();
    await userEvent.click(screen.getByRole('button', { name: /^Fakturadatum/ }));
    const calendar = screen.getByRole('table');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('må');
    expect(within(calendar).getByRole('button', { name: '26 november 2026' })).toBeInTheDocument();
  });
});

describe('whether the carrier needs the invoice', () => {
  beforeEach(async () => {
    await customsTexts;
  });
  afterEach(async () => {
    await act(() => changeLanguage('sv'));
  });

  it.each([
    ['sv', true, 'SE', 'Sändningen lämnar EU: transportören behöver en tullfaktura.'],
    ['en', true, 'SE', 'This shipment leaves the EU: the carrier needs a customs invoice.'],
    ['sv', true, 'NO', 'Sändningen kommer in i EU: transportören behöver en tullfaktura.'],
    ['en', true, 'US', 'This shipment comes into the EU: the carrier needs a customs invoice.'],
    ['sv', false, 'SE', /^Sändningen stannar inom EU, så tullen behöver ingen faktura\./],
    ['en', false, 'SE', /^This shipment stays within the EU, so customs do not need an invoice\./],
  ] as const)('says so in %s (required %s, exporter in %s)', async (language, required, exporter, text) => {
    await changeLanguage(language);
    renderWithProviders(<NeedNotice need={customsNeed(required, exporter)} />);
    expect(screen.getByRole('note')).toHaveTextContent(text);
  });
});
