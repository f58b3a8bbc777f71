import { describe, expect, it } from 'vitest';
import { templateNameFlags } from './template-name.ts';

describe('templateNameFlags', () => {
  it('reads _nopickup, _dap and _exw from the name, in any case', () => {
    expect(templateNameFlags('ups_standard_nopickup')).toEqual({ noPickup: true, dap: false, exw: false });
    expect(templateNameFlags('dhl_express_worldwide_dap')).toEqual({
      noPickup: false,
      dap: true,
      exw: false,
    });
    expect(templateNameFlags('DSV_ROAD_EXW')).toEqual({ noPickup: false, dap: false, exw: true });
    expect(templateNameFlags('dhl_freight_pall')).toEqual({ noPickup: false, dap: false, exw: false });
    expect(templateNameFlags('')).toEqual({ noPickup: false, dap: false, exw: false });
  });

  it('needs the underscore', () => {
    expect(templateNameFlags('nopickup dap exw')).toEqual({ noPickup: false, dap: false, exw: false });
  });
});
