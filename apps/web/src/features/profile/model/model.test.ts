import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/test/customer';
import { carrierChoices, withCarrierActive } from './carrier-choice';
import { companyDraft, companyProblems, withCountry } from './details-form';
import { readInsuredValue } from './insured-value';
import { applySetting, revertRequest } from './settings';

const dsv = { code: 4, name: 'DSV', logoName: 'dsv', priceSupplier: 4, active: true };
const ups = { code: 225, name: 'UPS', logoName: 'ups', priceSupplier: 225, active: false };

describe('settings', () => {
  it('apply to the field they show in and revert to the value before', () => {
    const before = makeCustomer({ moduleMessageRead: false, printFormat: 'PDF' });
    expect(applySetting(before, { setting: 'moduleMessage', value: true }).moduleMessageRead).toBe(true);
    const after = applySetting(before, { setting: 'printFormat', value: 'ZPL' });
    expect(after.printFormat).toBe('ZPL');
    expect(before.printFormat).toBe('PDF');
    expect(revertRequest(before, { setting: 'printFormat', value: 'ZPL' })).toEqual({
      setting: 'printFormat',
      value: 'PDF',
    });
    expect(revertRequest(before, { setting: 'moduleMessage', value: true }).value).toBe(false);
  });
});

describe('carrier choices', () => {
  it('list every carrier of the product, the two out of service as not available and never chosen', () => {
    const choices = carrierChoices([dsv, ups, { ...dsv, code: 71, name: 'PostNord', active: true }]);
    expect(choices.map((c) => [c.name, c.available, c.chosen])).toEqual([
      ['DHL Express', true, false],
      ['DHL Freight', true, false],
      ['DSV', true, true],
      ['UPS', true, false],
      ['PostNord', false, false],
      ['TNT', false, false],
    ]);
  });

  it('switch one carrier and leave the rest as they were; a new one goes last', () => {
    expect(withCarrierActive([dsv, ups], 225, true)).toEqual([dsv, { ...ups, active: true }]);
    expect(withCarrierActive([dsv], 131, true)).toEqual([
      dsv,
      { code: 131, name: 'DHL Express', logoName: 'dhl-express', priceSupplier: 131, active: true },
    ]);
    expect(withCarrierActive([dsv], 999, true)).toEqual([dsv]);
  });
});

describe('company details form', () => {
  it('checks the organisation number with the domain rule', () => {
    const draft = companyDraft(makeCustomer({ orgNo: '556677-8898' }));
    expect(companyProblems(draft)).toEqual({ orgNo: 'validation.orgNo' });
    expect(companyProblems({ ...draft, orgNo: '556677-8899' })).toEqual({});
  });

  it('starts the state afresh when the country changes to or from one with a state list', () => {
    const se = { ...companyDraft(makeCustomer()), state: 'Västra Götaland' };
    expect(withCountry(se, 'NO').state).toBe('Västra Götaland');
    expect(withCountry(se, 'US').state).toBe('');
    expect(withCountry({ ...se, country: 'US', state: 'NY' }, 'SE').state).toBe('');
  });
});

describe('default insured goods value', () => {
  it('is cleared when empty and otherwise SEK 1 000–1 000 000 as typed', () => {
    expect(readInsuredValue(' ')).toEqual({ kind: 'clear' });
    expect(readInsuredValue('25 000,50')).toEqual({ kind: 'value', value: 25000.5 });
    expect(readInsuredValue('1000')).toEqual({ kind: 'value', value: 1000 });
    expect(readInsuredValue('999,99')).toEqual({ kind: 'problem', key: 'profile.insurance.min' });
    expect(readInsuredValue('1 000 001')).toEqual({ kind: 'problem', key: 'profile.insurance.max' });
    expect(readInsuredValue('tusen')).toEqual({ kind: 'problem', key: 'validation.number' });
  });
});
