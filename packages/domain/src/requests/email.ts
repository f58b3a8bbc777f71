import { z } from 'zod';
import { emailSchema } from '../entities/email.ts';

/** How the content is written. HTML from a browser must be sanitised by the server before sending. */
export const EMAIL_FORMAT_TYPES = ['text', 'html'] as const;
/**
 * Who the mail is from: `customer` goes out from the portal with Reply-To the signed-in customer
 * (a message to a carrier, a newsletter signup); `system` from the portal's no-reply address.
 */
export const EMAIL_SENDER_TYPES = ['customer', 'system'] as const;

/** POST /email/?formatType=&senderType= */
export const emailQuerySchema = z.object({
  formatType: z.enum(EMAIL_FORMAT_TYPES).default('text'),
  senderType: z.enum(EMAIL_SENDER_TYPES).default('customer'),
});
export const emailRequestSchema = emailSchema;
