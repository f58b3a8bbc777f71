/**
 * Swedish postcode areas by their well-known leading digits (Posten's numbering: 10–19
 * Stockholm, 20–21 Malmö, 40–41 Göteborg, …). A full postcode file can be imported with
 * `npm run postcodes:import` (GeoNames format); exact rows win over these areas.
 */
export const seedPostcodeAreas: [from: string, to: string, city: string][] = [
  ['10000', '19999', 'Stockholm'],
  ['20000', '21799', 'Malmö'],
  ['22000', '22799', 'Lund'],
  ['25000', '25699', 'Helsingborg'],
  ['30000', '30299', 'Halmstad'],
  ['35000', '35299', 'Växjö'],
  ['39000', '39299', 'Kalmar'],
  ['40000', '41899', 'Göteborg'],
  ['50000', '50799', 'Borås'],
  ['55000', '55699', 'Jönköping'],
  ['58000', '58999', 'Linköping'],
  ['60000', '60399', 'Norrköping'],
  ['63000', '63399', 'Eskilstuna'],
  ['65000', '65699', 'Karlstad'],
  ['70000', '70399', 'Örebro'],
  ['72000', '72599', 'Västerås'],
  ['75000', '75799', 'Uppsala'],
  ['80000', '80699', 'Gävle'],
  ['85000', '85799', 'Sundsvall'],
  ['83000', '83199', 'Östersund'],
  ['90000', '90799', 'Umeå'],
  ['97000', '97799', 'Luleå'],
  ['98100', '98199', 'Kiruna'],
];
