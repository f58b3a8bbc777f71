import { z } from 'zod';
import { languages } from '../constants/languages.ts';

export const languageSchema = z.enum(languages);

export const contentSchema = z.object({
  id: z.number().int(),
  language: languageSchema,
  subject: z.string(),
  content: z.string(),
});
export type Content = z.infer<typeof contentSchema>;
