import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../constants/languages.ts';
import { languageSchema } from '../entities/content.ts';

const language = languageSchema.default(DEFAULT_LANGUAGE);

/** GET /news/list/{custId} and GET /news/{id}: the texts in this language where there are any. */
export const newsLanguageQuerySchema = z.object({ language });

/**
 * GET /news/viewed/{id}/?custId: marks the article read by that customer. The server accepts only
 * the signed-in customer's own id; the parameter stays because SPEC §7 names it.
 */
export const newsViewedQuerySchema = z.object({ custId: z.coerce.number().int().positive(), language });

/** The most articles a list holds; older ones stay in the database until their remove date. */
export const NEWS_LIST_LIMIT = 50;
