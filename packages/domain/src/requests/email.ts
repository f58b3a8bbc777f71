import { z } from 'zod';
import {
  EMAIL_CONTENT_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  emailSchema,
  MAX_EMAIL_RECIPIENTS,
  splitEmailAddresses,
} from '../entities/email.ts';
import { textSchema } from '../entities/primitives.ts';

/**
 * What the mail says. `text`: the content is the whole message. `carrierMessage` and `newsletter`:
 * the content is the customer's message (or note) and the server frames it with the customer's
 * name, company, organisation number and carrier customer number read from its own records, so a
 * browser cannot put another company's details in a carrier's inbox. Content is always plain
 * text; the server writes the HTML part from it.
 */
export const EMAIL_FORMAT_TYPES = ['text', 'carrierMessage', 'newsletter'] as const;
export type EmailFormatType = (typeof EMAIL_FORMAT_TYPES)[number];

/**
 * Who the mail may go to. `carrier`: the member service of the carrier named by `supplierId`,
 * with a copy to the product's internal address; `customerService`: the product's own customer
 * service; `company`: users of the sender's own company. The sender's own address is always
 * allowed as a copy; any other address is refused, so the portal is never an open relay.
 */
export const EMAIL_SENDER_TYPES = ['carrier', 'customerService', 'company'] as const;
export type EmailSenderType = (typeof EMAIL_SENDER_TYPES)[number];

export const SHIPMENT_NO_MAX_LENGTH = 35;

/** POST /email/?formatType=&senderType= */
export const emailQuerySchema = z
  .object({
    formatType: z.enum(EMAIL_FORMAT_TYPES).default('text'),
    senderType: z.enum(EMAIL_SENDER_TYPES),
  })
  .refine((q) => q.formatType === 'text' || q.senderType === 'carrier', {
    message: 'carrierMessage and newsletter go to a carrier (senderType carrier)',
    path: ['senderType'],
  });
export type EmailQuery = z.infer<typeof emailQuerySchema>;

/**
 * The Email of SPEC §3 and, for a carrier, which one (`supplierId`), the shipment it concerns and
 * the customer's consent to be contacted. The subject may be left out of a carrier message or
 * newsletter sign-up (the server writes one), and so may the content of a sign-up.
 */
export const emailRequestSchema = emailSchema
  .extend({
    // Lengths are checked before trimming: the document's maxLength counts what is sent.
    subject: textSchema.max(EMAIL_SUBJECT_MAX_LENGTH).trim().default(''),
    // A newsletter sign-up needs no message; the server asks for one where the format does.
    content: textSchema.max(EMAIL_CONTENT_MAX_LENGTH).trim().default(''),
    supplierId: z.number().int().positive().optional(),
    shipmentNo: textSchema.max(SHIPMENT_NO_MAX_LENGTH).trim().default(''),
    consent: z.boolean().default(false),
  })
  .refine(
    (e) =>
      splitEmailAddresses(e.to).length +
        splitEmailAddresses(e.cc).length +
        splitEmailAddresses(e.bcc).length <=
      MAX_EMAIL_RECIPIENTS,
    { message: `At most ${MAX_EMAIL_RECIPIENTS} recipients in all`, path: ['to'] },
  );
export type EmailRequest = z.infer<typeof emailRequestSchema>;
