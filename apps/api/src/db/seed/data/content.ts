// Placeholder until the web shell's content lands; the seed reads `seedContent`.
export const seedContent: { key: string; language: 'sv' | 'en'; subject: string; content: string }[] = [
  { key: 'freight.page.loggedout', language: 'sv', subject: 'Välkommen till Skeppa', content: '<p>Jämför och boka frakt.</p>' },
  { key: 'freight.page.loggedout', language: 'en', subject: 'Welcome to Skeppa', content: '<p>Compare and book freight.</p>' },
  { key: 'freight.error.site', language: 'sv', subject: '', content: '' },
  { key: 'freight.error.site', language: 'en', subject: '', content: '' },
  { key: 'freight.page.home', language: 'sv', subject: 'Skeppa', content: '<p>Välkommen.</p>' },
  { key: 'freight.page.home', language: 'en', subject: 'Skeppa', content: '<p>Welcome.</p>' },
];
