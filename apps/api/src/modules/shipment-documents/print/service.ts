import {
  acceptsUpsPaperless,
  customsInvoiceCopies,
  customsInvoiceProblems,
  customsInvoiceRequired,
  DEFAULT_PRINT_FORMAT,
  isCancelled,
  type PrintFormat,
  type PrintRefusal,
  printFormats,
} from '@skeppa/domain';
import { CarrierLabelUnreadable } from '../../../documents/carrier-label.ts';
import { printShipments } from '../../../documents/print.ts';
import type { PrintFormat as DocumentFormat, PrintableShipment } from '../../../documents/types.ts';
import { AppError, ERRORS } from '../../../platform/errors.ts';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { Carriers } from '../../carriers/index.ts';
import type { CustomerService } from '../../customers/index.ts';
import type { CustomsService } from '../customs/service.ts';
import type { PaperlessService } from '../paperless/service.ts';
import { carrierOf, printableShipment } from './printable.ts';
import type { PrintRepository, PrintRow } from './repository.ts';

export interface PrintDeps {
  repo: PrintRepository;
  customs: CustomsService;
  paperless: PaperlessService;
  customers: CustomerService;
  /** The carriers that draw their own labels (UPS live): those are printed in place of ours. */
  carriers: Carriers;
  /** PUT /order/printed/: the booked orders marked printed, with the date. */
  markPrinted: (user: AccessClaims, orderNos: string[]) => Promise<unknown>;
  now: () => Date;
}

export interface PrintOutcome {
  document: { body: Buffer; contentType: string; extension: 'pdf' | 'zpl' } | null;
  refused: PrintRefusal[];
  printed: PrintableShipment[];
}

const country = (p: PrintableShipment['sender']) => p.countrycode;

/**
 * The name a print is saved under, without its extension: the carrier's and the waybill's
 * (`skeppa-dhl-freight-1000000008`), since each carrier numbers its own waybills and two may
 * hand out the same number; a print of several shipments is named by their count.
 */
export function printName(outcome: PrintOutcome): string {
  const [only, ...more] = outcome.printed;
  if (!only || more.length > 0) return `skeppa-${outcome.printed.length}-shipments`;
  const carrier = only.carrier.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `skeppa-${carrier}-${only.waybillNo || only.id}`;
}

/**
 * Prints booked shipments (SPEC §7 `POST /consignment/print/{id}/`, and several at once): gathers
 * each from what is stored, adds its customs invoice (refusing one leaving the EU without it) and
 * its paperless flag, prints them in the order asked and marks their orders printed. A shipment
 * that cannot be printed is answered in `refused`, never dropped silently.
 */
export function printService(deps: PrintDeps) {
  /** Booked in a sandbox: its documents say it is a test shipment (UPS live's do not). */
  const sandboxBooked = (carrier: number | null) =>
    !deps.carriers.status().some((c) => c.code === carrier && c.mode === 'live');

  async function formatFor(user: AccessClaims, asked: PrintFormat | undefined): Promise<PrintFormat> {
    if (asked) return asked;
    const { printFormat } = await deps.customers.get(user, user.customerId);
    return (printFormats as readonly string[]).includes(printFormat)
      ? (printFormat as PrintFormat)
      : DEFAULT_PRINT_FORMAT;
  }

  /** The sender's number with the carrier: the agreement the shipment's owner has with it. */
  async function senderCustomerNo(user: AccessClaims, row: PrintRow, carrier: number | null) {
    if (carrier === null) return '';
    const owner = row.consignment.customerId;
    // Read as the owner, a user of the caller's company (the shipment was found in it): a
    // colleague's reprint then shows the same number as the owner's first print.
    const { agreementNo } = await deps.customers.agreementNo({ ...user, customerId: owner }, owner, carrier);
    return agreementNo;
  }

  async function gather(user: AccessClaims, row: PrintRow, data: Parameters<typeof printableShipment>[1]) {
    const id = row.consignment.id;
    const carrier = carrierOf(row);
    const base = printableShipment(row, data, {
      customsInvoice: null,
      invoiceCopies: 0,
      paperless: false,
      sandbox: sandboxBooked(carrier),
      senderCustomerNo: '',
      now: deps.now(),
    });
    if (base.status !== 'booked' && base.status !== 'printed') return base;
    const [saved, sentPaperless, customerNo] = await Promise.all([
      deps.customs.printable(id),
      deps.paperless.invoiceSentPaperless(id),
      senderCustomerNo(user, row, carrier),
    ]);
    const paperless = sentPaperless && acceptsUpsPaperless(carrier, country(base.receiver));
    const labels = await carrierLabels(base, row, customerNo);
    // An invoice the goods need goes as kept (the generators refuse one customs would refuse);
    // one on goods that stay in the EU goes only once complete, and never stops their print.
    const needed = customsInvoiceRequired(country(base.sender), country(base.receiver));
    const invoice = saved && (needed || customsInvoiceProblems(saved).length === 0) ? saved : null;
    const printable = printableShipment(row, data, {
      customsInvoice: invoice,
      invoiceCopies: customsInvoiceCopies(paperless),
      paperless,
      sandbox: sandboxBooked(carrier),
      senderCustomerNo: customerNo,
      now: deps.now(),
    });
    if (labels.size === 0) return printable;
    return {
      ...printable,
      packages: printable.packages.map((p) => {
        const label = labels.get(p.number);
        return label ? { ...p, carrierLabel: { format: label.format, data: label.image } } : p;
      }),
    };
  }

  /** The carrier's own label of each package, by number, where the carrier drew them. */
  async function carrierLabels(s: PrintableShipment, row: PrintRow, account: string) {
    const adapter = s.carrier.code ? deps.carriers.forCarrier(s.carrier.code) : null;
    if (!adapter?.labels || s.waybillNo === '') return new Map();
    const labels = await adapter.labels(s.waybillNo, { customerId: row.consignment.customerId, account });
    return new Map(labels.map((l) => [l.packageNumber, l]));
  }

  /**
   * The documents, leaving out a shipment whose carrier label cannot be read (named in the
   * refusals): the others still print, and our own label never stands in for the carrier's.
   */
  async function documents(shipments: PrintableShipment[], format: DocumentFormat) {
    const unreadable: number[] = [];
    for (;;) {
      try {
        const result = await printShipments(
          shipments.filter((s) => !unreadable.includes(s.id)),
          format,
        );
        return { ...result, unreadable };
      } catch (err) {
        if (!(err instanceof CarrierLabelUnreadable) || unreadable.includes(err.shipmentId)) throw err;
        unreadable.push(err.shipmentId);
      }
    }
  }

  async function print(user: AccessClaims, ids: number[], asked?: PrintFormat): Promise<PrintOutcome> {
    const order = [...new Set(ids)];
    const data = await deps.repo.shipments(order, user.companyId);
    const rows = new Map(data.rows.map((r) => [r.consignment.id, r]));
    const missing = order.filter((id) => !rows.has(id));
    if (missing.length > 0) {
      const description = `${ERRORS['consignment.not_found'].description}: ${missing.join(', ')}`;
      throw new AppError('consignment.not_found', description, [
        { code: 'consignment.not_found', description, values: missing },
      ]);
    }
    const format = await formatFor(user, asked);
    // A cancelled booking's labels would send a driver for goods the carrier no longer expects.
    const cancelled = new Set(
      order.filter((id) => isCancelled(rows.get(id)!.order ?? { statusCategory: '' })),
    );
    const shipments = await Promise.all(
      order.filter((id) => !cancelled.has(id)).map((id) => gather(user, rows.get(id)!, data)),
    );
    // Goods leaving the EU need their invoice; the generators refuse the other cases themselves.
    const withoutInvoice = new Set(
      shipments
        .filter(
          (s) =>
            (s.status === 'booked' || s.status === 'printed') &&
            s.customsInvoice === null &&
            customsInvoiceRequired(country(s.sender), country(s.receiver)),
        )
        .map((s) => s.id),
    );
    const result = await documents(
      shipments.filter((s) => !withoutInvoice.has(s.id)),
      format,
    );
    const reasons = new Map<number, PrintRefusal['reason']>(result.refused.map((r) => [r.id, r.reason]));
    for (const id of result.unreadable) reasons.set(id, 'carrierLabelUnreadable');
    for (const id of withoutInvoice) reasons.set(id, 'customsInvoiceMissing');
    for (const id of cancelled) reasons.set(id, 'cancelled');
    const refused = order.flatMap((id) => {
      const reason = reasons.get(id);
      return reason ? [{ id, reason }] : [];
    });
    const printed = shipments.filter((s) => !reasons.has(s.id));
    if (result.document && printed.length > 0)
      await deps.markPrinted(
        user,
        printed.map((s) => s.orderNo),
      );
    return { document: result.document, refused, printed };
  }

  return { print };
}
export type PrintService = ReturnType<typeof printService>;
