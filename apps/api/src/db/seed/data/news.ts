/** News for every company (company_id null). Dates are relative to the seed day. */
export const seedNews = [
  {
    id: 1,
    header: 'Nytt: jämför priser från fyra transportörer',
    message: 'Skeppa visar nu priser från DHL Express, DHL Freight, DSV och UPS i samma vy.',
    messageExtended:
      'Ange avsändare, mottagare och gods så räknar vi fram pris, leveranstid och tillägg för varje tjänst som kan ta sändningen.',
    sortNr: 1,
    daysAgo: 2,
  },
  {
    id: 2,
    header: 'Drivmedelstillägg december',
    message: 'Transportörernas drivmedelstillägg för december är uppdaterade i prisberäkningen.',
    messageExtended: 'Tillägget visas som en egen rad i prisuppdelningen för varje tjänst.',
    sortNr: 2,
    daysAgo: 10,
  },
  {
    id: 3,
    header: 'Julens hämtningar',
    message: 'Boka hämtning senast 21 december för leverans före jul inom Sverige.',
    messageExtended: 'Mellan jul och nyår kör transportörerna med reducerad kapacitet; räkna med en extra dag.',
    sortNr: 3,
    daysAgo: 20,
  },
];
