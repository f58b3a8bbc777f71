/** Countries whose addresses need a state or county, with their lists (SPEC §3). */
export interface StateOption {
  code: string;
  name: string;
}

const US: StateOption[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

const CA: StateOption[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

// Irish counties by their vehicle-registration style codes, as carriers accept them.
const IE: StateOption[] = [
  ['CW', 'Carlow'],
  ['CN', 'Cavan'],
  ['CE', 'Clare'],
  ['CO', 'Cork'],
  ['DL', 'Donegal'],
  ['D', 'Dublin'],
  ['G', 'Galway'],
  ['KY', 'Kerry'],
  ['KE', 'Kildare'],
  ['KK', 'Kilkenny'],
  ['LS', 'Laois'],
  ['LM', 'Leitrim'],
  ['L', 'Limerick'],
  ['LD', 'Longford'],
  ['LH', 'Louth'],
  ['MO', 'Mayo'],
  ['MH', 'Meath'],
  ['MN', 'Monaghan'],
  ['OY', 'Offaly'],
  ['RN', 'Roscommon'],
  ['SO', 'Sligo'],
  ['T', 'Tipperary'],
  ['W', 'Waterford'],
  ['WH', 'Westmeath'],
  ['WX', 'Wexford'],
  ['WW', 'Wicklow'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export const STATES: Readonly<Record<string, readonly StateOption[]>> = { US, CA, IE };

/** The state list of a country, or undefined when the country has none. */
export function statesOf(countrycode: string): readonly StateOption[] | undefined {
  return STATES[countrycode.toUpperCase()];
}
