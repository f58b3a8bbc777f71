import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  type AuditActorOption,
  auditActionName,
  auditActionObject,
  auditObjectTypeName,
  type Language,
} from '@skeppa/domain';
import type { TFunction } from '@/shared/i18n/translator';

/**
 * What the log is narrowed to, as the filters hold it: `who` a user (`user:7`) or an API key
 * (`key:3`), `what` a kind of object (`type:contact`) or one action (`action:contact.created`),
 * and Swedish days 'YYYY-MM-DD'; empty is everything.
 */
export interface AuditFilter {
  who: string;
  what: string;
  from: string;
  to: string;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export const NO_FILTER: AuditFilter = { who: '', what: '', from: '', to: '' };

/** A range the server would refuse (from after to) is not sent; the field says why instead. */
export function rangeIsValid(f: Pick<AuditFilter, 'from' | 'to'>): boolean {
  return f.from === '' || f.to === '' || f.from <= f.to;
}

/** The filters as the query of GET /audit and /audit/export: only what is set. */
export function auditFilterParams(f: AuditFilter): Record<string, string> {
  const params: Record<string, string> = {};
  const [whoKind, whoId] = f.who.split(':');
  if (whoKind === 'user' && whoId) params.customerId = whoId;
  if (whoKind === 'key' && whoId) params.apiKeyId = whoId;
  const [whatKind, what] = f.what.split(':');
  if (whatKind === 'type' && what) params.objectType = what;
  if (whatKind === 'action' && what) params.action = what;
  if (rangeIsValid(f)) {
    if (f.from) params.from = f.from;
    if (f.to) params.to = f.to;
  }
  return params;
}

export function auditListParams(f: AuditFilter, p: Paging): Record<string, string> {
  return { ...auditFilterParams(f), page: String(p.page), pageSize: String(p.pageSize) };
}

/** Everyone in the log, users by name, then each API key with the name of the user it acts for. */
export function whoOptions(actors: AuditActorOption[], t: TFunction) {
  return [
    { value: '', label: t('audit.filters.anyone') },
    ...actors.map((a) =>
      a.apiKeyId === null
        ? { value: `user:${a.customerId}`, label: a.name || t('audit.who.unnamed') }
        : { value: `key:${a.apiKeyId}`, label: t('audit.who.apiKey', { id: a.apiKeyId, name: a.name }) },
    ),
  ];
}

/** Every kind of object with its actions under it: "all of them" first, then each action. */
export function whatOptions(language: Language, t: TFunction) {
  return [
    { value: '', label: t('audit.filters.anything') },
    ...AUDIT_OBJECT_TYPES.map((type) => {
      const name = auditObjectTypeName(type, language);
      return {
        group: name,
        items: [
          { value: `type:${type}`, label: t('audit.filters.everyAction', { type: name }) },
          ...AUDIT_ACTIONS.filter((a) => auditActionObject(a) === type).map((a) => ({
            value: `action:${a}`,
            label: auditActionName(a, language),
          })),
        ],
      };
    }),
  ];
}
