import { z } from 'zod';
import { languageSchema } from './content.ts';
import { dateTimeSchema } from './dates.ts';

export const newsArticleSchema = z.object({
  id: z.number().int().positive(),
  articleType: z.string().max(40),
  dateCreated: dateTimeSchema,
  datePublish: dateTimeSchema,
  /** Null: shown until removed by hand. */
  dateRemove: dateTimeSchema.nullable(),
  header: z.string().max(200),
  message: z.string().max(5000),
  linkUrl: z.string().max(500),
  linkText: z.string().max(200),
  linkTarget: z.enum(['_blank', '_self']),
  messageExtended: z.string().max(20_000),
  picName: z.string().max(200),
  sortNr: z.number().int(),
  /** The language of the texts shown: the one asked for, else English, else Swedish. */
  language: languageSchema,
  /** Whether the signed-in customer has opened it; unread ones light the profile menu's red dot. */
  viewed: z.boolean(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListSchema = z.array(newsArticleSchema);
