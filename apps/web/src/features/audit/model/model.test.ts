import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { makeEntry } from '../test/fixtures';
import { auditTexts } from '../texts';
import { isAdminRequired } from './access';
import { actorText, changeLines, valueText } from './entry';
import {
  auditFilterParams,
  auditListParams,
  NO_FILTER,
  rangeIsValid,
  whatOptions,
  whoOptions,
} from './filters';

await auditTexts;
const t = i18n.getFixedT('sv');

describe('the filters as a query', () => {
  it('send only what is set: a user or a key, a kind of object or an action, the days, the page', () => {
    expect(auditListParams(NO_FILTER, { page: 2, pageSize: 25 })).toEqual({ page: '2', pageSize: '25' });
    expect(
      auditFilterParams({ who: 'user:7', what: 'type:contact', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual({
      customerId: '7',
      objectType: 'contact',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditFilterParams({ ...NO_FILTER, who: 'key:5', what: 'action:order.booked' })).toEqual({
      apiKeyId: '5',
      action: 'order.booked',
    });
  });

  it('leave out a range that ends before it starts', () => {
    expect(rangeIsValid({ from: '2026-12-01', to: '2026-11-30' })).toBe(false);
    expect(auditFilterParams({ ...NO_FILTER, from: '2026-12-01', to: '2026-11-30' })).toEqual({});
  });

  it('offer everyone in the log, keys by the user they act for, and the actions under their kind', () => {
    const who = whoOptions(
      [
        { customerId: 7, apiKeyId: null, name: 'Erik Johansson' },
        { customerId: 10001, apiKeyId: 5, name: 'Anna Admin' },
      ],
      t,
    );
    expect(who).toEqual([
      { value: '', label: 'Alla' },
      { value: 'user:7', label: 'Erik Johansson' },
      { value: 'key:5', label: 'API-nyckel 5 (Anna Admin)' },
    ]);
    const contact = whatOptions('sv', t).find((o) => 'group' in o && o.group === 'Kontakt') as {
      items: { value: string; label: string }[];
    };
    expect(contact.items[0]).toEqual({ value: 'type:contact', label: 'Kontakt: allt' });
    expect(contact.items.map((i) => i.value)).toContain('action:contact.imported');
    expect(contact.items.find((i) => i.value === 'action:contact.created')?.label).toBe('Skapade kontakt');
  });
});

describe('an entry as the table shows it', () => {
  it('names a user, an API key with its user, and the username a failed sign-in tried', () => {
    expect(actorText(makeEntry(), t)).toEqual({ name: 'Erik Johansson', note: null });
    const key = makeEntry({ actor: { customerId: 1, name: 'Anna Admin', apiKeyId: 5, address: null } });
    expect(actorText(key, t).name).toBe('API-nyckel 5 (Anna Admin)');
    const failed = makeEntry({
      actor: { customerId: null, name: 'vem@x.se', apiKeyId: null, address: '1.2.3.4' },
    });
    expect(actorText(failed, t)).toEqual({ name: 'vem@x.se', note: 'användarnamn som prövades' });
  });

  it('writes the changes a field a line: nothing as a dash, flags as ja and nej, lists in a row', () => {
    expect(valueText(null, t)).toBe('–');
    expect(valueText(true, t)).toBe('ja');
    expect(valueText([41, 42], t)).toBe('41, 42');
    expect(
      changeLines(
        {
          city: { from: 'Solna', to: 'Kista' },
          locked: { from: false, to: true },
          _more: { from: null, to: 3 },
        },
        t,
      ),
    ).toEqual([
      { field: 'city', from: 'Solna', to: 'Kista' },
      { field: 'locked', from: 'nej', to: 'ja' },
      { field: 'fler fält', from: '', to: '3' },
    ]);
  });

  it("tells the server's refusal of someone not an administrator from other errors", () => {
    const body = (code: string) => ({ message: code, errors: [{ code, description: code }] });
    expect(isAdminRequired(new ApiError(403, body('audit.admin_required')))).toBe(true);
    expect(isAdminRequired(new ApiError(403, body('auth.demo_forbidden')))).toBe(false);
  });
});
