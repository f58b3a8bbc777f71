// Kept apart from the content schema: the web app's first screen reads these without loading zod.
export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Content keys the product reads by name. */
export const CONTENT_KEYS = {
  loggedOut: 'freight.page.loggedout',
  siteError: 'freight.error.site',
  home: 'freight.page.home',
  about: 'freight.page.about',
  guide: 'freight.page.guide',
  faq: 'freight.page.faq',
  carriers: 'freight.page.carriers',
  packaging: 'freight.page.packaging',
  insurance: 'freight.page.insurance',
} as const;
