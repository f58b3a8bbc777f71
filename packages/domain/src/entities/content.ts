import { z } from 'zod';

export const languages = ['sv', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'sv';
export const FALLBACK_LANGUAGE: Language = 'en';

export const contentSchema = z.object({
  id: z.number().int(),
  language: languageSchema,
  subject: z.string(),
  content: z.string(),
});
export type Content = z.infer<typeof contentSchema>;

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
