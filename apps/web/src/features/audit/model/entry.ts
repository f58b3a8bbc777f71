import {
  type AuditChanges,
  type AuditEntry,
  type AuditValue,
  auditActionName,
  auditObjectTypeName,
  type Language,
} from '@skeppa/domain';
import type { TFunction } from '@/shared/i18n/translator';

/** Who acted, as the table shows it: the user, or an API key acting for them. */
export function actorText(entry: AuditEntry, t: TFunction): { name: string; note: string | null } {
  const { actor } = entry;
  if (actor.apiKeyId !== null)
    return { name: t('audit.who.apiKey', { id: actor.apiKeyId, name: actor.name }), note: null };
  // A failed sign-in has no user: the name is the username someone tried.
  if (actor.customerId === null) return { name: actor.name, note: t('audit.who.usernameTried') };
  return { name: actor.name || t('audit.who.unnamed'), note: null };
}

export const actionText = (entry: AuditEntry, language: Language) => auditActionName(entry.action, language);

export const objectTypeText = (entry: AuditEntry, language: Language) =>
  auditObjectTypeName(entry.object.type, language);

/** A value of a change: nothing as a dash, flags as yes and no, lists one after the other. */
export function valueText(value: AuditValue, t: TFunction): string {
  if (value === null || value === '') return '–';
  if (value === true) return t('audit.changes.yes');
  if (value === false) return t('audit.changes.no');
  if (Array.isArray(value)) return value.map((v) => valueText(v, t)).join(', ');
  return String(value);
}

export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

/** The changes one line a field; the fields the log left out are counted on a line of their own. */
export function changeLines(changes: AuditChanges, t: TFunction): ChangeLine[] {
  return Object.entries(changes).map(([field, c]) =>
    field === '_more'
      ? { field: t('audit.changes.more'), from: '', to: valueText(c.to, t) }
      : { field, from: valueText(c.from, t), to: valueText(c.to, t) },
  );
}
