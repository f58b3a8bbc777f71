import { isEmail, type Language, type TestMailRequest } from '@skeppa/domain';

export interface TestMailDraft {
  to: string;
  language: Language;
}

export type TestMailProblem = 'required' | 'email';

export const emptyTestMail = (language: Language): TestMailDraft => ({ to: '', language });

/** The address must be one: "Mandatory field" when empty, "Invalid e-mail address" otherwise. */
export function validateTestMail(draft: TestMailDraft): TestMailProblem | null {
  const to = draft.to.trim();
  if (to === '') return 'required';
  return isEmail(to) ? null : 'email';
}

export function toTestMailRequest(draft: TestMailDraft): TestMailRequest {
  return { to: draft.to.trim(), language: draft.language };
}
