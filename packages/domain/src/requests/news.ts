import { z } from 'zod';

/**
 * GET /news/viewed/{id}/?custId: marks the article read by that customer. The server accepts only
 * the signed-in customer's own id; the parameter stays because SPEC §7 names it.
 */
export const newsViewedQuerySchema = z.object({ custId: z.coerce.number().int().positive() });
