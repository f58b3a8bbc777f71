import {
  type Customer,
  formatOrgNo,
  PAY_LATER_MAX_LIMIT_SEK,
  type PayLaterApplicationRequest,
  payLaterApplicationRequestSchema,
} from '@skeppa/domain';
import { isApiError } from '@/shared/api/api-error';

/** The application as typed; the limit is empty until a number is written. */
export interface ApplicationDraft {
  orgNo: string;
  requestedLimit: number | '';
  message: string;
}

/** A translation key per field that is not right. */
export type ApplicationProblems = Partial<Record<keyof ApplicationDraft, string>>;

export const MIN_LIMIT_SEK = 1_000;
export { PAY_LATER_MAX_LIMIT_SEK as MAX_LIMIT_SEK };

/** The company's org. no. as its profile has it; the rest for the administrator to write. */
export function applicationDraft(customer: Pick<Customer, 'orgNo'>): ApplicationDraft {
  return { orgNo: formatOrgNo(customer.orgNo), requestedLimit: '', message: '' };
}

const FIELD_PROBLEM: Record<keyof ApplicationDraft, (draft: ApplicationDraft) => string> = {
  orgNo: (d) => (d.orgNo.trim() === '' ? 'validation.required' : 'validation.orgNo'),
  requestedLimit: (d) => (d.requestedLimit === '' ? 'validation.required' : 'payLater.form.limitRange'),
  message: () => 'validation.tooLong',
};

const parse = (d: ApplicationDraft) =>
  payLaterApplicationRequestSchema.safeParse({
    orgNo: d.orgNo,
    requestedLimit: d.requestedLimit === '' ? undefined : d.requestedLimit,
    message: d.message,
  });

/** What is wrong, field by field, by the same schema the API checks with. */
export function applicationProblems(draft: ApplicationDraft): ApplicationProblems {
  const result = parse(draft);
  if (result.success) return {};
  const problems: ApplicationProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ApplicationDraft;
    if (field in FIELD_PROBLEM) problems[field] ??= FIELD_PROBLEM[field](draft);
  }
  return problems;
}

/** The request to send, or null while the draft has problems. */
export function applicationRequest(draft: ApplicationDraft): PayLaterApplicationRequest | null {
  const result = parse(draft);
  return result.success ? result.data : null;
}

/** The server's refusal of the org. no. (it checks the same rule), shown at the field. */
export function serverProblems(error: unknown): ApplicationProblems {
  if (!isApiError(error) || error.status !== 400) return {};
  const orgNo = error.body?.errors.some((e) => e.code === 'validation.orgNo' || e.values?.includes('orgNo'));
  return orgNo ? { orgNo: 'validation.orgNo' } : {};
}
