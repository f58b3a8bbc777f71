import type { Bill, BillBalance } from '@skeppa/domain';
import { isValidOcrReference } from '@skeppa/domain';
import { expect, it } from 'vitest';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// SEED_SAMPLE_BILLS: a sample company's account to look at, one of each state, numbered from the
// series, that stops no booking.

const a = useSignedInApp({ seedSampleBills: true });

it('seeds a paid, an overdue and an open invoice, a credit note and lines not yet billed', async () => {
  const list = (await a.call(a.admin, 'GET', `/bill/customer/${a.admin.id}`)).json().bills as Bill[];
  expect(list.map((b) => [b.invoiceNo, b.type, b.status]).sort()).toEqual([
    ['1001', 'invoice', 'paid'],
    ['1002', 'invoice', 'overdue'],
    ['1003', 'invoice', 'unpaid'],
    ['1004', 'credit', 'paid'],
  ]);
  for (const b of list.filter((x) => x.type === 'invoice')) expect(isValidOcrReference(b.ocr)).toBe(true);
  expect(list.find((b) => b.invoiceNo === '1004')).toMatchObject({ refId: '1001', totalCapital: -48.9 });
  const balance = (
    await a.call(a.admin, 'GET', `/bill/balance/customer/${a.admin.id}`)
  ).json() as BillBalance;
  expect(balance).toMatchObject({ overdue: 968, notOverdue: 587.5, unbilled: 348.75, credit: 61.13 });
  expect(balance.creditBlock).toBe(false);
  const orders = (await a.call(a.admin, 'GET', `/bill/order/customer/${a.admin.id}?billed=0`)).json();
  expect(orders.total).toBe(1);
});
