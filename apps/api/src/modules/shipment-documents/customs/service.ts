import {
  type CustomsInvoice,
  type CustomsInvoiceResponse,
  customsInvoiceProblems,
  customsInvoiceRequired,
} from '@skeppa/domain';
import { printCustomsInvoice } from '../../../documents/print.ts';
import { AppError, ERRORS } from '../../../platform/errors.ts';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { ShipmentRepository, ShipmentSummary } from '../shipment-repository.ts';
import { draftInvoice } from './draft.ts';
import type { CustomsRepository } from './repository.ts';

function countryOf(s: ShipmentSummary, role: 'consignor' | 'consignee') {
  return s.parts.find((p) => p.role === role)?.address.countrycode ?? '';
}

/** Whether the shipment's goods leave (or enter) the EU, so customs want an invoice. */
export function shipmentNeedsInvoice(s: ShipmentSummary): boolean {
  return customsInvoiceRequired(countryOf(s, 'consignor'), countryOf(s, 'consignee'));
}

/** The problems as the error body carries them: each field with its translation key. */
function incomplete(invoice: CustomsInvoice): AppError | null {
  const problems = customsInvoiceProblems(invoice);
  if (problems.length === 0) return null;
  const code = 'customs.invoice_incomplete';
  return new AppError(
    code,
    undefined,
    problems.map((p) => ({
      code,
      description: `${ERRORS[code].description}: ${p.field}`,
      values: [p.field, p.key],
    })),
  );
}

export function customsService(shipments: ShipmentRepository, repo: CustomsRepository) {
  async function shipment(user: AccessClaims, id: number) {
    const found = await shipments.find(id, user.companyId);
    if (!found) throw new AppError('consignment.not_found');
    return found;
  }

  function present(
    s: ShipmentSummary,
    row: { invoice: CustomsInvoice; updatedAt: Date } | undefined,
  ): CustomsInvoiceResponse {
    const invoice = row?.invoice ?? draftInvoice(s);
    return {
      consignmentId: s.id,
      required: shipmentNeedsInvoice(s),
      saved: row !== undefined,
      invoice,
      problems: customsInvoiceProblems(invoice),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The saved invoice, or a draft made from the shipment; with what keeps it from printing. */
  async function get(user: AccessClaims, id: number) {
    const s = await shipment(user, id);
    return present(s, await repo.find(id));
  }

  /** Keeps the invoice as the form holds it, complete or not: problems are answered, not refused. */
  async function save(user: AccessClaims, id: number, invoice: CustomsInvoice) {
    const s = await shipment(user, id);
    return present(s, await repo.save(id, invoice));
  }

  /** Removes the saved invoice: the shipment then offers its draft again. */
  async function remove(user: AccessClaims, id: number) {
    await shipment(user, id);
    if (!(await repo.remove(id))) throw new AppError('customs.invoice_missing');
  }

  /** The saved invoice, or null: for printing with the shipment. */
  async function printable(id: number): Promise<CustomsInvoice | null> {
    return (await repo.find(id))?.invoice ?? null;
  }

  /** The saved invoice as a PDF; refused while customs would refuse it. */
  async function pdf(user: AccessClaims, id: number, copies = 1) {
    await shipment(user, id);
    const row = await repo.find(id);
    if (!row) throw new AppError('customs.invoice_missing');
    const refusal = incomplete(row.invoice);
    if (refusal) throw refusal;
    return { invoice: row.invoice, body: await printCustomsInvoice(row.invoice, copies) };
  }

  return { get, save, remove, pdf, printable, shipment };
}
export type CustomsService = ReturnType<typeof customsService>;
