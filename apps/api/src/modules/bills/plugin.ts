import { type PaymentImportResult, todayInStockholm, type UnmatchedPayment } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import type { BillsConfig } from '../../platform/config.ts';
import { accountOf, type CreditProblem, creditProblem } from './balance.ts';
import { type InvoiceRunResult, invoiceRun } from './invoice-run.ts';
import { importPaymentsJob } from './jobs/import-payments.ts';
import { invoiceRunJob } from './jobs/invoice-run.ts';
import { RENDER_BILL_JOB, type RenderBillData, renderBillJob } from './jobs/render.ts';
import { billCreditsSubscriber, billOrdersSubscriber } from './lines.ts';
import { billLinks } from './links.ts';
import { type PayLaterService, payLaterService } from './pay-later.ts';
import { paymentImport, unmatchedPayments } from './payments.ts';
import { type BillService, billService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bills: {
      service: BillService;
      links: ReturnType<typeof billLinks>;
      payLater: PayLaterService;
      /** One invoice run now (the `bills.invoice_run` job's work); tests set the clock and call it. */
      runInvoices(): Promise<InvoiceRunResult>;
      /** Reads one camt.053/054 bank file's credits onto the bills (refused whole: PaymentFileRefused). */
      importPayments(bytes: Buffer | string): Promise<PaymentImportResult>;
      /** Credits of bank files that named no bill of ours. */
      unmatchedPayments(): Promise<UnmatchedPayment[]>;
      /** Whether a booking of this amount (öre, VAT included) may go on the company's account. */
      creditProblem(tx: Executor, companyId: number, amountOre: number): Promise<CreditProblem | null>;
    };
  }
}

export interface BillsPluginOptions {
  now?: () => Date;
  config: BillsConfig;
}

/**
 * Bills (issue 33): a booking's lines from order.booked (removed or credited on order.cancelled),
 * the monthly invoice run, each bill's PDF rendered once, and the credit check of a booking.
 */
export const billsPlugin = fp(
  async (app: FastifyInstance, opts: BillsPluginOptions) => {
    const now = opts.now ?? (() => new Date());
    const log = app.log.child({ component: 'bills' });
    const service = billService({ db: app.db, now, creditBlockDays: opts.config.creditBlockDays });
    const links = billLinks({ db: app.db, files: app.files, service });
    const runInvoices = invoiceRun({
      db: app.db,
      events: app.events,
      now,
      render: async (tx, billId) => {
        await app.jobs.send<RenderBillData>(RENDER_BILL_JOB, { billId }, { tx });
      },
    });
    app.events.subscribe(billOrdersSubscriber());
    app.events.subscribe(billCreditsSubscriber());
    app.jobs.define(invoiceRunJob({ run: runInvoices, log }));
    app.jobs.define(renderBillJob(links.render));
    const importPayments = paymentImport({ db: app.db, events: app.events });
    const dir = opts.config.paymentsImportDir;
    if (dir) app.jobs.define(importPaymentsJob({ dir, importFile: importPayments, log }));
    app.addHook('onReady', async () => {
      for (const billId of await links.unrendered())
        await app.jobs.send<RenderBillData>(RENDER_BILL_JOB, { billId });
    });
    app.decorate('bills', {
      service,
      links,
      payLater: payLaterService({ db: app.db, now }),
      runInvoices,
      importPayments,
      unmatchedPayments: () => unmatchedPayments(app.db),
      async creditProblem(tx, companyId, amountOre) {
        const account = await accountOf(tx, companyId, todayInStockholm(now()), opts.config.creditBlockDays);
        return account ? creditProblem(account, amountOre) : null;
      },
    });
  },
  { name: 'bills', dependencies: ['database', 'jobs', 'events', 'files'] },
);
