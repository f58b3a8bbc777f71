import type { BillBalance } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { isAdminRequired } from './access';
import { balanceFigures } from './balance';
import { billAmount, billFileName, billFilePath, billLeft, consignmentPath, hasFiles } from './bill-row';
import { billListParams, defaultRange, orderListParams, rangeIsValid } from './filters';

const paging = { page: 2, pageSize: 25 };

describe('the list queries', () => {
  it('send only what is set, with the page', () => {
    expect(billListParams({ from: '', to: '', status: '' }, paging)).toEqual({ page: '2', pageSize: '25' });
    expect(billListParams({ from: '2026-01-01', to: '2026-06-30', status: 'overdue' }, paging)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      status: 'overdue',
      page: '2',
      pageSize: '25',
    });
  });

  it('leave out a range that ends before it starts', () => {
    expect(rangeIsValid({ from: '2026-07-01', to: '2026-06-30' })).toBe(false);
    expect(billListParams({ from: '2026-07-01', to: '2026-06-30', status: 'paid' }, paging)).toEqual({
      status: 'paid',
      page: '2',
      pageSize: '25',
    });
  });

  it('trim the search of the bill orders and pass the billed flag as 0 or 1', () => {
    expect(orderListParams({ from: '2026-01-01', to: '', search: '  DHL ', billed: '0' }, paging)).toEqual({
      from: '2026-01-01',
      searchPhrase: 'DHL',
      billed: '0',
      page: '2',
      pageSize: '25',
    });
    expect(orderListParams({ from: '', to: '', search: '   ', billed: '' }, paging)).toEqual({
      page: '2',
      pageSize: '25',
    });
  });

  it('start a year back in Swedish days', () => {
    // 23:30 UTC on New Year's Eve is already the first of January in Stockholm.
    expect(defaultRange(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-01-01', to: '2027-01-01' });
  });
});

describe('an invoice row', () => {
  it('adds capital and VAT in öre, so the sum has no floating point dust', () => {
    expect(billAmount({ totalCapital: 0.1, totalVat: 0.2 })).toBe(0.3);
    expect(billAmount({ totalCapital: 1000, totalVat: 250 })).toBe(1250);
    expect(billLeft({ totalCapital: 1000, totalVat: 250, paid: 1000.1 })).toBe(249.9);
    expect(billAmount({ totalCapital: -400, totalVat: -100 })).toBe(-500);
  });

  it('has files only when it is an invoice', () => {
    expect(hasFiles({ type: 'invoice' })).toBe(true);
    expect(hasFiles({ type: 'credit' })).toBe(false);
  });

  it('asks for the PDF or the e-invoice and names them by the invoice number', () => {
    expect(billFilePath(12, 'pdf')).toBe('/bill/link/12');
    expect(billFilePath(12, 'ubl')).toBe('/bill/link/12?format=ubl');
    expect(billFileName({ invoiceNo: '1002' }, 'ubl')).toBe('skeppa-invoice-1002.xml');
    expect(consignmentPath('SK 12/3')).toBe('/consignment?orderNo=SK%2012%2F3');
  });
});

describe('the balance card', () => {
  const balance: BillBalance = {
    compId: 2,
    creditLimit: 50_000,
    unbilled: 1_200,
    overdue: 0,
    notOverdue: 3_000,
    credit: 0,
    balance: 45_800,
    creditBlock: false,
  };

  it('shows credit only when there is some and warns of nothing when all is well', () => {
    const figures = balanceFigures(balance);
    expect(figures.map((f) => f.key)).toEqual([
      'creditLimit',
      'unbilled',
      'overdue',
      'notOverdue',
      'balance',
    ]);
    expect(figures.every((f) => f.tone === 'plain')).toBe(true);
  });

  it('warns of an overdue amount and a used-up credit, and lists a credit', () => {
    const figures = balanceFigures({ ...balance, overdue: 1, credit: 500, balance: -20 });
    expect(figures.filter((f) => f.tone === 'alert').map((f) => f.key)).toEqual(['overdue', 'balance']);
    expect(figures.find((f) => f.key === 'credit')?.value).toBe(500);
  });
});

describe('the administrators-only answer', () => {
  it('is told from other refusals by its status and code', () => {
    const body = (code: string) => ({ message: code, errors: [{ code, description: code }] });
    expect(isAdminRequired(new ApiError(403, body('bill.admin_required')))).toBe(true);
    expect(isAdminRequired(new ApiError(403, body('auth.demo_forbidden')))).toBe(false);
    expect(isAdminRequired(new ApiError(404, body('bill.admin_required')))).toBe(false);
    expect(isAdminRequired(new Error('bill.admin_required'))).toBe(false);
  });
});
