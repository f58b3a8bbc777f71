import {
  type EmailFormatType,
  type EmailRequest,
  type EmailSenderType,
  type MailQueued,
  mailQueuedSchema,
} from '@skeppa/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export interface SendEmail {
  formatType: EmailFormatType;
  senderType: EmailSenderType;
  email: Partial<EmailRequest>;
}

/** POST /email/?formatType=&senderType=: the mail is queued; the server decides who it goes to. */
export async function sendEmail({ formatType, senderType, email }: SendEmail): Promise<MailQueued> {
  const query = new URLSearchParams({ formatType, senderType });
  return mailQueuedSchema.parse(await api.post(`/email/?${query}`, email));
}

/** A mail is sent once per click: no retry, since a retried POST could send it twice. */
export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail, retry: false });
}
