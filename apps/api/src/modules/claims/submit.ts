import { type Claim, DEFAULT_LANGUAGE, formatBankAccount, todayInStockholm } from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { CustomerService } from '../customers/index.ts';
import { assertMailQuota, type Mail } from '../mail/index.ts';
import type { TariffCache } from '../pricing/index.ts';
import type { DeadlineService } from './deadlines.ts';
import { type ClaimFacts, claimMail } from './mail-texts.ts';
import { claimLabel, sek } from './presenter.ts';
import type { ClaimFileRow, ClaimRepository, ClaimRow } from './repository.ts';
import type { ClaimService } from './service.ts';

/** The outbox kinds of a submitted claim: the insurer's mail and the user's copy. */
export const CLAIM_MAIL_KINDS = { insurer: 'claim.insurer', copy: 'claim.copy' } as const;

/** `SK-2026-000123`: the year of submission and the series' next number. */
export const claimNumber = (year: string, n: number) => `SK-${year}-${String(n).padStart(6, '0')}`;

/** How long a caller waits before trying again when the mail could not be queued for a reason of its own. */
const RETRY_SUBMIT_SECONDS = 60;

export interface SubmitDeps {
  repo: ClaimRepository;
  claims: Pick<ClaimService, 'claimOf' | 'shipmentOf' | 'present' | 'assertClaimable'>;
  customers: Pick<CustomerService, 'get'>;
  mail: Mail;
  audit: Audit;
  tariffs: Pick<TariffCache, 'current'>;
  deadlines: Pick<DeadlineService, 'of'>;
  config: { insurerEmail: string; maxPerCustomerPerHour: number };
  now: () => Date;
  log: FastifyBaseLogger;
}

const place = (p: BookedShipment['from']) =>
  [p.name, `${p.postcode} ${p.city}`.trim(), p.country].filter((s) => s !== '').join(', ');

/**
 * POST /claim/submit/{id}: in one transaction the draft gets its claim number and `submitted`, and
 * the outbox takes the insurer's mail (Reply-To the user) with every attachment and the user's copy
 * (Reply-To the insurer). If the mails cannot be queued (the customer's hourly mail quota, the
 * outbox unwritable) nothing is kept: the draft stays as it was and the caller is told to try again
 * (SPEC §8 "Failed to submit the insurance claim").
 */
export function claimSubmitter(deps: SubmitDeps) {
  const { repo } = deps;

  /** What the mails say of the shipment and the user, read before the claim's transaction. */
  async function context(user: AccessClaims, shipment: BookedShipment) {
    const [customer, book, delivery] = await Promise.all([
      deps.customers.get(user, user.customerId),
      deps.tariffs.current(),
      deps.deadlines.of(shipment, user.companyId),
    ]);
    const template = book.templatesByName.get(shipment.templateName);
    const carrier = shipment.supplierId === null ? '' : (book.carrierNames.get(shipment.supplierId) ?? '');
    return {
      customer,
      shown: {
        insuredValue: shipment.insuredValue ?? 0,
        company: customer.company,
        orgNo: customer.orgNo,
        filedBy: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        phone: customer.mobile || customer.phone,
        consignmentNo: shipment.consignmentNo ?? '',
        orderNo: shipment.orderNo ?? '',
        service: [carrier, template?.templateSubject ?? shipment.templateName].filter(Boolean).join(', '),
        from: place(shipment.from),
        to: place(shipment.to),
        booked: shipment.dateBooked ? todayInStockholm(shipment.dateBooked) : '',
        deliveredOn: delivery.estimated ? null : delivery.deliveredOn,
      },
    };
  }

  /** The claim's own facts, from its row as locked for submitting. */
  const claimFacts = (claim: ClaimRow, claimNo: string, files: ClaimFileRow[]) => ({
    claimNo,
    kind: claim.kind,
    description: claim.description,
    amount: sek(claim.amountOre),
    bankAccount: formatBankAccount({
      type: claim.bankAccountType,
      clearing: claim.bankClearing,
      number: claim.bankNumber,
    }),
    files: files.map((f) => f.fileName),
  });

  const attachments = (files: ClaimFileRow[]) =>
    files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, storageKey: f.storageKey }));

  return async function submit(user: AccessClaims, id: number): Promise<Claim> {
    const draft = await deps.claims.claimOf(user, id);
    if (draft.status !== 'draft') throw new AppError('claim.not_draft');
    const shipment = await deps.claims.shipmentOf(user, draft.consignmentId);
    // A booking cancelled since the draft was written has nothing left to claim.
    deps.claims.assertClaimable(shipment, sek(draft.amountOre));
    const { customer, shown } = await context(user, shipment);
    let submitted: ClaimRow;
    try {
      submitted = await repo.db.transaction(async (tx) => {
        const claim = await repo.lock(tx, id, user.companyId);
        if (claim?.status !== 'draft') throw new AppError('claim.not_draft');
        // Read under the claim's lock: no upload or removal can slip in between.
        const files = await repo.files([id], tx);
        const now = deps.now();
        const claimNo = claimNumber(todayInStockholm(now).slice(0, 4), await repo.nextClaimNo(tx));
        const row = await repo.markSubmitted(tx, id, claimNo, now);
        await assertMailQuota(deps.mail, tx, user.customerId, deps.config.maxPerCustomerPerHour);
        const facts: ClaimFacts = { ...shown, ...claimFacts(claim, claimNo, files) };
        const common = {
          attachments: attachments(files),
          companyId: user.companyId,
          customerId: user.customerId,
        };
        await deps.mail.queue(tx, {
          ...common,
          kind: CLAIM_MAIL_KINDS.insurer,
          // The insurer is a Swedish company: the product's default language.
          language: DEFAULT_LANGUAGE,
          to: [deps.config.insurerEmail],
          replyTo: customer.email,
          content: claimMail(DEFAULT_LANGUAGE, facts, 'insurer'),
        });
        await deps.mail.queue(tx, {
          ...common,
          kind: CLAIM_MAIL_KINDS.copy,
          language: customer.language,
          to: [customer.email],
          replyTo: deps.config.insurerEmail,
          content: claimMail(customer.language, facts, 'copy'),
        });
        await deps.audit.record(tx, user, {
          action: 'claim.submitted',
          object: { id, label: claimLabel(row) },
          changes: {
            claimNo: { from: null, to: claimNo },
            status: { from: claim.status, to: row.status },
            files: { from: null, to: files.length },
          },
        });
        return row;
      });
    } catch (err) {
      if (err instanceof AppError && err.code.startsWith('claim.')) throw err;
      deps.log.warn({ err, claimId: id }, 'insurance claim not submitted: its mails could not be queued');
      const wait = err instanceof AppError ? err.retryAfterSeconds : undefined;
      throw AppError.retryLater('claim.submit_failed', wait ?? RETRY_SUBMIT_SECONDS);
    }
    return deps.claims.present(submitted, shipment);
  };
}
