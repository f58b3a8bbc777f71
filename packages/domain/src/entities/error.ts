import { z } from 'zod';

export const apiErrorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** What the error is about, where a list says it best: refused ids, missing headings. */
  values: z.array(z.union([z.string(), z.number()])).optional(),
});
/** Every 4xx/5xx body: a stable code per error that the web app translates. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(apiErrorItemSchema),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
