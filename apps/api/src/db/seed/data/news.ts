interface NewsText {
  header: string;
  message: string;
  messageExtended?: string;
  linkUrl?: string;
  linkText?: string;
}

interface SeedArticle {
  id: number;
  sortNr: number;
  /** Published this many days before the seed day. */
  daysAgo: number;
  picName?: string;
  linkTarget?: '_blank' | '_self';
  texts: { sv: NewsText; en: NewsText };
}

/** News for every company (company_id null), in Swedish and English. */
export const seedNews: SeedArticle[] = [
  {
    id: 1,
    sortNr: 1,
    daysAgo: 2,
    picName: 'compare.svg',
    linkTarget: '_self',
    texts: {
      sv: {
        header: 'Nytt: jämför priser från fyra transportörer',
        message: 'Skeppa visar nu priser från DHL Express, DHL Freight, DSV och UPS i samma vy.',
        messageExtended:
          'Ange avsändare, mottagare och gods så räknar vi fram pris, leveranstid och tillägg för varje tjänst som kan ta sändningen. Billigast och snabbast märks ut, och prisdetaljerna visar frakt, drivmedelstillägg och andra avgifter rad för rad.',
        linkUrl: '/start',
        linkText: 'Räkna på en sändning',
      },
      en: {
        header: 'New: compare prices from four carriers',
        message: 'Skeppa now shows prices from DHL Express, DHL Freight, DSV and UPS side by side.',
        messageExtended:
          'Enter the sender, the recipient and the goods and we work out the price, delivery time and surcharges of every service that can take the shipment. The cheapest and the fastest are marked, and the price details show freight, fuel surcharge and other fees line by line.',
        linkUrl: '/start',
        linkText: 'Price a shipment',
      },
    },
  },
  {
    id: 2,
    sortNr: 2,
    daysAgo: 10,
    picName: 'fuel.svg',
    linkTarget: '_self',
    texts: {
      sv: {
        header: 'Drivmedelstilläggen uppdateras varje månad',
        message: 'Transportörernas drivmedelstillägg för den nya månaden finns nu i prisberäkningen.',
        messageExtended:
          'Tillägget räknas på den dag godset hämtas och visas som en egen rad i prisuppdelningen för varje tjänst. Bokar du i dag för hämtning nästa månad gäller nästa månads tillägg.',
        linkUrl: '/info/carriers',
        linkText: 'Om våra transportörer',
      },
      en: {
        header: 'Fuel surcharges are updated every month',
        message: "The carriers' fuel surcharges for the new month are now in the price calculation.",
        messageExtended:
          "The surcharge is taken on the day the goods are picked up and shown as a line of its own in every service's price breakdown. Book today for a pickup next month and next month's surcharge applies.",
        linkUrl: '/info/carriers',
        linkText: 'About our carriers',
      },
    },
  },
  {
    id: 3,
    sortNr: 3,
    daysAgo: 20,
    texts: {
      sv: {
        header: 'Hämtning kring röda dagar',
        message: 'Transportörerna hämtar och levererar inte på röda dagar. Boka i god tid före helgerna.',
        messageExtended:
          'Dagen före en helgdag har många terminaler tidigare stopptider. Räkna med en extra dag för leveranser mellan jul och nyår och kring midsommar.',
      },
      en: {
        header: 'Pickups around public holidays',
        message: 'Carriers neither pick up nor deliver on Swedish public holidays. Book well ahead of them.',
        messageExtended:
          'On the day before a holiday many terminals close earlier. Allow an extra day for deliveries between Christmas and New Year and around Midsummer.',
      },
    },
  },
  {
    id: 4,
    sortNr: 4,
    daysAgo: 35,
    picName: 'insurance.svg',
    linkTarget: '_self',
    texts: {
      sv: {
        header: 'Försäkra godset när du bokar',
        message: 'Transportförsäkringen kostar 0,75 % av varuvärdet, minst 65 kr, och gäller från hämtning till leverans.',
        messageExtended:
          'Transportörens ansvar är begränsat per kilo och täcker sällan värdet på varorna. Med transportförsäkringen ersätts hela varuvärdet upp till 1 000 000 kr. Du kan ange ett förvalt varuvärde under Profilinställningar.',
        linkUrl: '/info/insurance',
        linkText: 'Läs om transportförsäkringen',
      },
      en: {
        header: 'Insure your goods when you book',
        message: 'Transport insurance costs 0.75 % of the goods value, at least SEK 65, and covers pickup to delivery.',
        messageExtended:
          "A carrier's liability is limited per kilo and seldom covers what the goods are worth. Transport insurance pays the full goods value up to SEK 1,000,000. You can set a default goods value in your profile settings.",
        linkUrl: '/info/insurance',
        linkText: 'Read about transport insurance',
      },
    },
  },
  {
    id: 5,
    sortNr: 5,
    daysAgo: 60,
    linkTarget: '_blank',
    texts: {
      sv: {
        header: 'Lastsäkra pallen så kommer den fram hel',
        message: 'Sträckfilma hela vägen ner till pallen och låt inget sticka ut över kanterna.',
        messageExtended:
          'Tunga kartonger längst ner, lätta överst. En EUR-pall får vara högst 120 × 80 cm i botten; gods som sticker ut räknas efter sina verkliga mått. Märk pallen som ej stapelbar om inget får ställas ovanpå.',
        linkUrl: 'https://www.transportstyrelsen.se/',
        linkText: 'Transportstyrelsen om lastsäkring',
      },
      en: {
        header: 'Secure the pallet and it arrives in one piece',
        message: 'Stretch-wrap all the way down to the pallet and let nothing stick out over the edges.',
        messageExtended:
          'Heavy boxes at the bottom, light ones on top. A EUR pallet is 120 × 80 cm at the base; goods that stick out are charged by their real size. Mark the pallet as not stackable if nothing may be put on top.',
        linkUrl: 'https://www.transportstyrelsen.se/',
        linkText: 'The Swedish Transport Agency on load securing',
      },
    },
  },
];
