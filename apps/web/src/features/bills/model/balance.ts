import type { BillBalance } from '@skeppa/domain';

/** How a figure of the account reads: a warning to act on, or plain. */
export type Tone = 'alert' | 'plain';

export interface BalanceFigure {
  key: 'creditLimit' | 'unbilled' | 'overdue' | 'notOverdue' | 'credit' | 'balance';
  value: number;
  tone: Tone;
}

/**
 * The figures of the balance card, in reading order. Overdue warns whenever there is any; the
 * credit is shown only when the company has some; the credit left warns once it is used up.
 */
export function balanceFigures(b: BillBalance): BalanceFigure[] {
  const figures: BalanceFigure[] = [
    { key: 'creditLimit', value: b.creditLimit, tone: 'plain' },
    { key: 'unbilled', value: b.unbilled, tone: 'plain' },
    { key: 'overdue', value: b.overdue, tone: b.overdue > 0 ? 'alert' : 'plain' },
    { key: 'notOverdue', value: b.notOverdue, tone: 'plain' },
  ];
  if (b.credit > 0) figures.push({ key: 'credit', value: b.credit, tone: 'plain' });
  figures.push({ key: 'balance', value: b.balance, tone: b.balance < 0 ? 'alert' : 'plain' });
  return figures;
}
