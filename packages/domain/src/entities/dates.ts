import { z } from 'zod';

/** An instant as the API writes it: ISO 8601 with 'Z' or an offset. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day, 'YYYY-MM-DD'. */
export const isoDateSchema = z.iso.date();
