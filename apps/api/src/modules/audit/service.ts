import {
  AUDIT_COUNT_CAP,
  AUDIT_EXPORT_MAX_ROWS,
  type AuditAction,
  type AuditChanges,
  type AuditEntry,
  type AuditExportQuery,
  type AuditListQuery,
  type AuditListResponse,
  type AuditObjectType,
  auditActionObject,
  CUSTOMER_LEVEL_ADMIN,
} from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { boundedLabel, boundedValue, sanitizedChanges } from './changes.ts';
import type { AuditExecutor, AuditRepository, AuditRow } from './repository.ts';

/**
 * Who acts: a signed-in caller (a user, or an API key acting for the administrator who made it;
 * an `AccessClaims` is one), or a sign-in that failed, which has no user but the username tried.
 */
export type AuditActor =
  | { customerId: number; companyId: number; apiKeyId?: number | null; address?: string | null }
  | { customerId: null; companyId: number | null; name: string; address: string | null };

/** An object acted on: its id and what a person knows it by. */
export interface AuditSubject {
  id: string | number | null;
  label?: string;
}

export interface AuditRecord {
  action: AuditAction;
  /** The object; or several, when one action touched them all (a bulk delete): one entry still. */
  object: AuditSubject | readonly AuditSubject[];
  /** `{ field: { from, to } }`, best made by `changedFields`; checked again before it is stored. */
  changes?: AuditChanges;
}

/** The audit log as other modules see it (`app.audit`). */
export interface Audit {
  /**
   * Writes one entry in the caller's transaction: it exists once the change commits, and never
   * if it rolls back. The object's type follows from the action.
   */
  record(tx: AuditExecutor, actor: AuditActor, entry: AuditRecord): Promise<void>;
}

/** Several objects as one entry's: no single id, their labels in a line, their count and ids. */
function subjectOf(object: AuditSubject | readonly AuditSubject[]): {
  id: string | null;
  label: string;
  changes: AuditChanges;
} {
  const list: readonly AuditSubject[] = Array.isArray(object) ? object : [object as AuditSubject];
  if (list.length === 1) {
    const [one] = list as [AuditSubject];
    return { id: one.id === null ? null : String(one.id), label: boundedLabel(one.label ?? ''), changes: {} };
  }
  const ids = list.flatMap((s) => (s.id === null ? [] : [s.id]));
  return {
    id: null,
    label: boundedLabel(
      list
        .map((s) => s.label ?? '')
        .filter((l) => l !== '')
        .join(', '),
    ),
    changes: { count: { from: null, to: list.length }, ids: { from: null, to: boundedValue(ids) } },
  };
}

export function createAudit(repo: AuditRepository): Audit {
  return {
    async record(tx, actor, entry) {
      const subject = subjectOf(entry.object);
      await repo.insert(tx, {
        companyId: actor.companyId,
        customerId: actor.customerId,
        apiKeyId: actor.customerId === null ? null : (actor.apiKeyId ?? null),
        actorName: actor.customerId === null ? boundedLabel(actor.name) : null,
        address: actor.address ?? null,
        action: entry.action,
        objectType: auditActionObject(entry.action),
        objectId: subject.id,
        objectLabel: subject.label,
        changes: sanitizedChanges({ ...subject.changes, ...entry.changes }),
      });
    },
  };
}

export function presentEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { customerId: row.customerId, name: row.actorName, apiKeyId: row.apiKeyId, address: row.address },
    action: row.action as AuditAction,
    object: { type: row.objectType as AuditObjectType, id: row.objectId, label: row.objectLabel },
    changes: row.changes as AuditChanges,
  };
}

/** The log is the company's administrators' to read; anyone else is told so (403). */
function administrator(user: AccessClaims) {
  if (user.level !== CUSTOMER_LEVEL_ADMIN) throw new AppError('audit.admin_required');
  return user;
}

const filterOf = ({ page: _p, pageSize: _s, ...f }: AuditListQuery) => f;

/** What the administrator's screen reads: a page, the people in it, and the whole as rows to export. */
export function auditReader(repo: AuditRepository) {
  return {
    async list(user: AccessClaims, q: AuditListQuery): Promise<AuditListResponse> {
      const { companyId } = administrator(user);
      const filter = filterOf(q);
      const [rows, counted] = await Promise.all([
        repo.page(companyId, filter, q.page, q.pageSize),
        repo.count(companyId, filter, AUDIT_COUNT_CAP + 1),
      ]);
      return {
        entries: rows.map(presentEntry),
        total: Math.min(counted, AUDIT_COUNT_CAP),
        totalCapped: counted > AUDIT_COUNT_CAP,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async actors(user: AccessClaims) {
      const { users, apiKeys } = await repo.actors(administrator(user).companyId, 500);
      return {
        actors: [
          ...users.map((u) => ({ customerId: u.customerId, apiKeyId: null, name: u.name })),
          ...apiKeys.map((k) => ({ customerId: k.customerId, apiKeyId: k.apiKeyId, name: k.name })),
        ],
      };
    },

    /** Every matching entry for a file; more than the export holds is refused, not cut short. */
    async exported(user: AccessClaims, q: AuditExportQuery): Promise<AuditEntry[]> {
      const { format: _f, language: _l, ...filter } = q;
      const rows = await repo.all(administrator(user).companyId, filter, AUDIT_EXPORT_MAX_ROWS + 1);
      if (rows.length > AUDIT_EXPORT_MAX_ROWS) throw new AppError('audit.export_too_large');
      return rows.map(presentEntry);
    },
  };
}
