import {
  type CarrierListEntry,
  type CompanyDetails,
  CUSTOMER_LEVEL_ADMIN,
  type CustomerSettingRequest,
  type Language,
  type PersonalDetails,
  TRACKING_NOTICE_SETTINGS,
  TRACKING_NOTICES,
  type TrackingNotice,
} from '@skeppa/domain';
import type { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { Events } from '../events/index.ts';
import type { NewsService } from '../news/index.ts';
import { bookingTermsOf } from './booking-terms.ts';
import { presentCustomer } from './presenter.ts';
import type { CustomerRepository } from './repository.ts';

/** A user reads and changes only their own customer record; anyone else's answers 404. */
function ownId(user: AccessClaims, id: number) {
  if (user.customerId !== id) throw new AppError('customer.not_found');
  return id;
}

export function customerService(
  repo: CustomerRepository,
  news: Pick<NewsService, 'hasUnviewed'>,
  events: Events,
  audit: Audit,
  /** Pricing's copy of this customer is stale: forgotten here at once, in other processes on notice. */
  pricingChanged: (customerId: number) => void,
) {
  async function find(user: AccessClaims, id: number) {
    const found = await repo.findWithCompany(ownId(user, id));
    if (!found) throw new AppError('customer.not_found');
    return found;
  }

  async function get(user: AccessClaims, id: number) {
    const found = await find(user, id);
    const [carrierRows, unviewed] = await Promise.all([repo.listCarriers(id), news.hasUnviewed(user)]);
    return presentCustomer(found.customer, found.company, carrierRows, unviewed);
  }

  /**
   * The settings other modules act on (the booked list's scope, insurance, the credit block), in
   * one query: lists and bookings ask on every request and need neither carriers nor news.
   */
  async function bookingSettings(user: AccessClaims, id: number) {
    const found = await repo.settings(ownId(user, id));
    if (!found) throw new AppError('customer.not_found');
    return found;
  }

  /**
   * Company details are the whole company's: only its administrators (customer level 1) change
   * them. The level is read from the database, so a level taken away counts at once.
   */
  async function updateCompany(user: AccessClaims, id: number, details: CompanyDetails) {
    const found = await find(user, id);
    if (found.customer.customerLevel !== CUSTOMER_LEVEL_ADMIN) throw new AppError('customer.admin_required');
    const { company, ...address } = details;
    const { name, orgNo, address: street, address2, postcode, city, state, country } = found.company;
    const before = { company: name, orgNo, address: street, address2, postcode, city, state, country };
    await repo.db.transaction(async (tx) => {
      await repo.updateCompany(found.company.id, { name: company, ...address }, tx);
      await audit.record(tx, user, {
        action: 'customer.company_changed',
        object: { id: found.company.id, label: company },
        changes: changedFields(before, details),
      });
    });
    return get(user, id);
  }

  /** Every user changes their own name and numbers; the e-mail is the sign-in name and stays. */
  async function updateDetails(user: AccessClaims, id: number, details: PersonalDetails) {
    const { customer } = await find(user, id);
    const { firstName, lastName, phone, mobile } = customer;
    await repo.db.transaction(async (tx) => {
      await repo.updateColumns(id, details, tx);
      await audit.record(tx, user, {
        action: 'customer.details_changed',
        object: { id, label: customer.email },
        changes: changedFields({ firstName, lastName, phone, mobile }, details),
      });
    });
    return get(user, id);
  }

  async function updateSetting(user: AccessClaims, id: number, request: CustomerSettingRequest) {
    ownId(user, id);
    const values = await settingColumns(user, request);
    await repo.db.transaction(async (tx) => {
      const found = await repo.findWithCompany(id, tx);
      if (!found) throw new AppError('customer.not_found');
      await repo.updateColumns(id, values, tx);
      await events.publish(tx, {
        type: 'customer.setting_changed',
        companyId: user.companyId,
        subjectId: String(id),
        payload: { customerId: id, change: request },
      });
      // The setting as the customer reads it (in SEK, by its name), before and after.
      const shown = presentCustomer(found.customer, found.company, [], false);
      const field = request.setting === 'moduleMessage' ? 'moduleMessageRead' : request.setting;
      await audit.record(tx, user, {
        action: 'customer.settings_changed',
        object: { id, label: found.customer.email },
        changes: changedFields({ [request.setting]: shown[field] }, { [request.setting]: request.value }),
      });
    });
    pricingChanged(id);
    return get(user, id);
  }

  async function settingColumns(
    user: AccessClaims,
    request: CustomerSettingRequest,
  ): Promise<Partial<typeof customers.$inferInsert>> {
    switch (request.setting) {
      case 'moduleMessage':
        return { moduleMessageRead: request.value };
      case 'insuranceGoodsValue':
        return { insuranceGoodsValueOre: request.value === null ? null : Math.round(request.value * 100) };
      case 'primaryContactId':
        if (request.value !== null && !(await repo.contactInCompany(request.value, user.companyId))) {
          throw new AppError('contact.not_found');
        }
        return { primaryContactId: request.value };
      default:
        return { [request.setting]: request.value };
    }
  }

  async function replaceCarriers(user: AccessClaims, id: number, entries: CarrierListEntry[]) {
    ownId(user, id);
    const known = new Map((await repo.allCarriers()).map((c) => [c.code, c]));
    const seen = new Set<number>();
    for (const e of entries) {
      const carrier = known.get(e.code);
      if (!carrier) throw new AppError('customer.unknown_carrier', `Unknown carrier ${e.code}`);
      if (seen.has(e.code))
        throw new AppError('customer.duplicate_carrier', `Carrier ${e.code} is listed twice`);
      if (e.active && !carrier.active)
        throw new AppError('customer.carrier_inactive', `${carrier.name} is not in service`);
      seen.add(e.code);
    }
    await repo.db.transaction(async (tx) => {
      const current = await repo.listCarriers(id, tx);
      // Agreement numbers are not part of the list a customer edits; keep the ones on file.
      const previous = new Map(current.map((r) => [r.entry.carrierCode, r.entry.agreementNo]));
      const rows = entries.map((e, i) => ({
        customerId: id,
        carrierCode: e.code,
        active: e.active,
        priceSupplier: e.priceSupplier,
        agreementNo: previous.get(e.code) ?? '',
        sortNr: i,
      }));
      await repo.replaceCarriers(tx, id, rows);
      const nameOf = (code: number) => known.get(code)?.name ?? String(code);
      const byName = (
        list: { carrierCode: number; active: boolean; priceSupplier: number; sortNr: number }[],
      ) =>
        Object.fromEntries(
          list.map((r) => [
            nameOf(r.carrierCode),
            { active: r.active, priceSupplier: r.priceSupplier, order: r.sortNr + 1 },
          ]),
        );
      await audit.record(tx, user, {
        action: 'customer.carrier_changed',
        object: { id, label: (await repo.findWithCompany(id, tx))?.customer.email ?? '' },
        changes: changedFields(byName(current.map((r) => r.entry)), byName(rows)),
      });
    });
    pricingChanged(id);
    return get(user, id);
  }

  /**
   * The settings a booking acts on and the agreement with each carrier, in one round trip (a
   * booking needs both, and its carrier only once it is priced).
   */
  async function bookingTerms(user: AccessClaims, id: number) {
    const found = await repo.bookingTerms(ownId(user, id));
    if (!found) throw new AppError('customer.not_found');
    return bookingTermsOf(id, found);
  }

  async function agreementNo(user: AccessClaims, id: number, supplierId: number) {
    return { supplierId, ...(await bookingTerms(user, id)).agreement(supplierId) };
  }

  /** A carrier the product knows, with its member service address; 404 for an unknown code. */
  async function carrier(code: number) {
    const found = (await repo.allCarriers()).find((c) => c.code === code);
    if (!found) throw new AppError('carrier.not_found');
    return found;
  }

  /**
   * What the tracking notices of the shipments a user booked follow (tracking asks when a status
   * changes): the language of the sender's mails and whether each notice is on. Null for a user
   * that is gone.
   */
  async function trackingNoticeSettings(
    customerId: number,
  ): Promise<{ language: Language; enabled: Record<TrackingNotice, boolean> } | null> {
    const row = await repo.noticeSettings(customerId);
    if (!row) return null;
    const enabled = Object.fromEntries(
      TRACKING_NOTICES.map((n) => [n, row[TRACKING_NOTICE_SETTINGS[n]]]),
    ) as Record<TrackingNotice, boolean>;
    return { language: row.language === 'en' ? 'en' : 'sv', enabled };
  }

  /**
   * Where the product's own mails to a user go (aftercare deadline notices, which a job sends with
   * no one signed in): the address, name and language. Null for a user that is gone.
   */
  async function mailContact(
    customerId: number,
  ): Promise<{ email: string; name: string; language: Language } | null> {
    const row = await repo.mailContact(customerId);
    if (!row) return null;
    const name = `${row.firstName} ${row.lastName}`.trim();
    return { email: row.email, name, language: row.language === 'en' ? 'en' : 'sv' };
  }

  /**
   * The company's administrators, each with the address and language the product's own mails to
   * them use (a paused webhook endpoint is told to them).
   */
  async function adminMailContacts(
    companyId: number,
  ): Promise<{ customerId: number; email: string; name: string; language: Language }[]> {
    const rows = await repo.companyAdmins(companyId);
    return rows.map((row) => ({
      customerId: row.id,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      language: row.language === 'en' ? 'en' : 'sv',
    }));
  }

  /** Addresses of the users of the caller's own company. */
  function colleagueEmails(user: AccessClaims) {
    return repo.companyEmails(user.companyId);
  }

  return {
    get,
    bookingSettings,
    /** For contacts: the sender favourite is the customer's column, written here only. */
    setFavouriteContact: repo.setFavouriteContact,
    forgetContacts: repo.forgetContacts,
    bookingTerms,
    updateCompany,
    updateDetails,
    updateSetting,
    replaceCarriers,
    agreementNo,
    carrier,
    colleagueEmails,
    trackingNoticeSettings,
    mailContact,
    adminMailContacts,
  };
}
export type CustomerService = ReturnType<typeof customerService>;
