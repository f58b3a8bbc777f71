/** A consignment error as responses carry it (SPEC §7, §8). */
export interface CodedError {
  code: string;
  description: string;
}

/** Translation key of "An unidentified error occurred, try again and contact customer service". */
export const GENERIC_ERROR_KEY = 'errors.generic';
export const EMAIL_NOTICE_MISSING_CODE = 'consignment.email_notice_missing';
/** SPEC §8 gives the text in Swedish; the web app may translate by the code instead. */
export const EMAIL_NOTICE_MISSING_TEXT = 'E-post saknas för mottagare';

/**
 * A carrier refusing the e-mail notice option together with the SMS notice (it happens when the
 * receiver has no e-mail). Our API sends EMAIL_NOTICE_MISSING_CODE; carriers' own texts vary, so
 * a description is matched when it names e-mail, SMS and combining, in English or Swedish, e.g.
 * "Service option NOTIFICATION_EMAIL cannot be combined with NOTIFICATION_SMS".
 */
export function isEmailNoticeWithSmsError(error: CodedError): boolean {
  if (error.code === EMAIL_NOTICE_MISSING_CODE) return true;
  const text = error.description.toLowerCase();
  return (
    /e-?mail|e-?post/.test(text) && text.includes('sms') && /combin|kombiner|together|tillsammans/.test(text)
  );
}

/** The error as the user should read it: the e-mail/SMS refusal becomes 'E-post saknas för mottagare'. */
export function presentConsignmentError<T extends CodedError>(error: T): T {
  return isEmailNoticeWithSmsError(error)
    ? { ...error, code: EMAIL_NOTICE_MISSING_CODE, description: EMAIL_NOTICE_MISSING_TEXT }
    : error;
}

/** One error per code: the first one wins and the order is kept. */
export function dedupeErrorsByCode<T extends CodedError>(errors: readonly T[]): T[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (seen.has(e.code)) return false;
    seen.add(e.code);
    return true;
  });
}

/**
 * The errors of several responses (Book all collects them shipment by shipment), each presented,
 * then de-duplicated by code. Presenting first lets carrier variants of one refusal collapse.
 */
export function collectConsignmentErrors<T extends CodedError>(
  lists: readonly (readonly T[] | null | undefined)[],
): T[] {
  return dedupeErrorsByCode(lists.flatMap((list) => list ?? []).map(presentConsignmentError));
}

export type ErrorText = { key: typeof GENERIC_ERROR_KEY } | { text: string };

/**
 * What to show for an error text: the text itself, or the generic message when it is missing,
 * blank or leaked an "undefined" from a broken template. The result says which, so the web app
 * translates the key and never passes a server text through its translator.
 */
export function errorTextOrGeneric(text: unknown): ErrorText {
  if (typeof text !== 'string' || text.trim() === '' || /undefined/i.test(text))
    return { key: GENERIC_ERROR_KEY };
  return { text };
}
