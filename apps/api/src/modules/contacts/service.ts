import {
  CONTACT_BULK_FLAGS,
  CONTACT_SEARCH_COUNT_CAP,
  CONTACT_SEARCH_MIN_LENGTH,
  type ContactBulkFlag,
  type ContactCaller,
  type ContactChange,
  type ContactFields,
  type ContactListQuery,
  type ContactListResponse,
  mayChangeContact,
  mayLockContact,
} from '@skeppa/domain';
import { AppError, ERRORS } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Events } from '../events/index.ts';
import type { ListScope } from './list-sql.ts';
import { contactLabel, presentContact, recordedFields, storedFields } from './presenter.ts';
import type { ContactRepository, Executor } from './repository.ts';

export const callerOf = (user: AccessClaims): ContactCaller => ({
  customerId: user.customerId,
  level: user.level,
});

/** The list is the caller's own: another customer's id answers 404, as the customer routes do. */
export function ownCustomer(user: AccessClaims, custId: number) {
  if (user.customerId !== custId) throw new AppError('customer.not_found');
}

/**
 * Checks that every id is a contact of the caller's company the caller may change, inside the
 * transaction that changes them: another company's (or a missing) id is refused as not found, a
 * locked one of someone else as locked, and then nothing changes at all.
 */
async function lockedForChange(
  repo: ContactRepository,
  tx: Executor,
  user: AccessClaims,
  ids: number[],
  allowed: (c: { custId: number; locked: boolean }, caller: ContactCaller) => boolean,
  refusal: 'contact.locked' | 'contact.lock_owner_only',
) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockForChange(tx, unique, user.companyId);
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw refused('contact.not_found', missing);
  const denied = rows.filter((r) => !allowed(r, callerOf(user))).map((r) => r.id);
  if (denied.length > 0) throw refused(refusal, denied);
  return unique;
}

function refused(code: 'contact.not_found' | 'contact.locked' | 'contact.lock_owner_only', ids: number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  const description = `${ERRORS[code].description}: ${sorted.join(', ')}`;
  return new AppError(code, description, [{ code, description, values: sorted }]);
}

/** contact.changed, one per contact a change touched. */
export const contactChanged = (user: AccessClaims, contactId: number, change: ContactChange) => ({
  type: 'contact.changed' as const,
  companyId: user.companyId,
  subjectId: String(contactId),
  payload: { contactId, customerId: user.customerId, change },
});

export function contactService(
  repo: ContactRepository,
  customers: Pick<CustomerService, 'setFavouriteContact' | 'forgetContacts'>,
  events: Events,
  audit: Audit,
) {
  const { db } = repo;

  /**
   * A search's page and its hits counted up to the cap. With more hits the total is the cap
   * (issue 10: counting every hit of "sson", 30,000, took 40 ms at p99; decision 239).
   */
  async function searched(scope: ListScope, q: ContactListQuery) {
    const cap = CONTACT_SEARCH_COUNT_CAP;
    const { rows, hits } = await repo.searchPage(scope, q, cap);
    return { rows, total: Math.min(hits, cap), totalCapped: hits > cap };
  }

  /** A list without a search: its page and its exact count side by side. */
  async function unsearched(scope: ListScope, q: ContactListQuery) {
    const [rows, total] = await Promise.all([repo.page(scope, q), repo.count(scope)]);
    return { rows, total, totalCapped: false };
  }

  async function list(user: AccessClaims, custId: number, q: ContactListQuery): Promise<ContactListResponse> {
    const { scope, settings } = await visibleScope(repo, user, custId, q);
    const { rows, total, totalCapped } = await (scope.search === '' ? unsearched : searched)(scope, q);
    return {
      contacts: rows.map((r) => presentContact(r, r.id === settings.primaryContactId)),
      total,
      totalCapped,
      page: q.page,
      pageSize: q.pageSize,
      filterContacts: settings.filterContacts,
    };
  }

  async function get(user: AccessClaims, id: number) {
    const found = await repo.findVisible(id, user.companyId, user.customerId);
    if (!found) throw new AppError('contact.not_found');
    return presentContact(found.contact, found.primary);
  }

  async function create(user: AccessClaims, fields: ContactFields) {
    const id = await db.transaction(async (tx) => {
      const [row] = await repo.insert(tx, user, [storedFields(fields)]);
      if (!row) throw new Error('insert returned no row');
      if (fields.primary) await customers.setFavouriteContact(tx, user.customerId, row.id, true);
      await events.publish(tx, contactChanged(user, row.id, 'created'));
      await audit.record(tx, user, {
        action: 'contact.created',
        object: { id: row.id, label: contactLabel(fields) },
        changes: changedFields(null, fields),
      });
      return row.id;
    });
    return get(user, id);
  }

  async function update(user: AccessClaims, { id, ...fields }: ContactFields & { id: number }) {
    await db.transaction(async (tx) => {
      const found = await repo.lockOne(tx, id, user.companyId, user.customerId);
      if (!found) throw new AppError('contact.not_found');
      const current = { custId: found.contact.customerId, locked: found.contact.locked };
      if (!mayChangeContact(current, callerOf(user))) throw new AppError('contact.locked');
      if (fields.locked !== current.locked && !mayLockContact(current, callerOf(user))) {
        throw new AppError('contact.lock_owner_only');
      }
      await repo.update(tx, id, storedFields(fields));
      await customers.setFavouriteContact(tx, user.customerId, id, fields.primary);
      await events.publish(tx, contactChanged(user, id, 'updated'));
      await audit.record(tx, user, {
        action: 'contact.changed',
        object: { id, label: contactLabel(fields) },
        changes: changedFields({ ...recordedFields(found.contact), primary: found.primary }, fields),
      });
    });
    return get(user, id);
  }

  /**
   * Deletes contacts: one (its fields recorded as they were) or a bulk selection (one entry
   * naming them all).
   */
  async function remove(user: AccessClaims, ids: number[], how: 'one' | 'bulk' = 'bulk') {
    return db.transaction(async (tx) => {
      const unique = await lockedForChange(repo, tx, user, ids, mayChangeContact, 'contact.locked');
      await customers.forgetContacts(tx, unique);
      const removed = await repo.remove(tx, unique);
      await events.publish(
        tx,
        unique.map((id) => contactChanged(user, id, 'deleted')),
      );
      const [one] = removed;
      await audit.record(
        tx,
        user,
        how === 'one' && one
          ? {
              action: 'contact.deleted',
              object: { id: one.id, label: contactLabel(one) },
              changes: changedFields(recordedFields(one), null),
            }
          : {
              action: 'contact.bulk_deleted',
              object: removed.map((r) => ({ id: r.id, label: contactLabel(r) })),
            },
      );
      return { ids: unique };
    });
  }

  async function setFlag(user: AccessClaims, flag: ContactBulkFlag, checked: boolean, ids: number[]) {
    const column = CONTACT_BULK_FLAGS[flag];
    return db.transaction(async (tx) => {
      const unique =
        column === 'locked'
          ? await lockedForChange(repo, tx, user, ids, mayLockContact, 'contact.lock_owner_only')
          : await lockedForChange(repo, tx, user, ids, mayChangeContact, 'contact.locked');
      const flagged = await repo.setFlag(tx, unique, column, checked);
      await events.publish(
        tx,
        unique.map((id) => contactChanged(user, id, 'flagged')),
      );
      await audit.record(tx, user, {
        action: 'contact.bulk_flagged',
        object: flagged.map((r) => ({ id: r.id, label: contactLabel(r) })),
        changes: { [column]: { from: null, to: checked } },
      });
      return { ids: unique };
    });
  }

  return { list, get, create, update, remove, setFlag };
}

/**
 * What a list or an export shows: the caller's own list only (another customer's id is 404), a
 * search of at least the minimum length, the company's contacts or only the caller's own.
 */
export async function visibleScope(
  repo: ContactRepository,
  user: AccessClaims,
  custId: number,
  q: Pick<ContactListQuery, 'search' | 'role'>,
) {
  ownCustomer(user, custId);
  if (q.search !== '' && [...q.search].length < CONTACT_SEARCH_MIN_LENGTH) {
    throw new AppError('contact.search_too_short');
  }
  const settings = await repo.settings(user.customerId);
  if (!settings) throw new AppError('customer.not_found');
  return { scope: listScope(user, settings.filterContacts, q), settings };
}

/** Which contacts a list or export shows: the company's, or only the caller's own. */
function listScope(
  user: AccessClaims,
  filterContacts: boolean,
  q: Pick<ContactListQuery, 'search' | 'role'>,
): ListScope {
  // A Swedish postcode is stored without its space: "113 51" searches as "11351".
  const search = /^\d{3} \d{2}$/.test(q.search) ? q.search.replace(' ', '') : q.search;
  return {
    companyId: user.companyId,
    ownerId: filterContacts ? user.customerId : null,
    search,
    role: q.role,
  };
}
