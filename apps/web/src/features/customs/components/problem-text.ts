import type { TFunction } from '@/shared/i18n/translator';
import type { Problem, Problems } from '../model/problems';

/** A field's message in the user's language, or nothing. */
export type ProblemText = (field: string) => string | undefined;

export function problemText(t: TFunction, problems: Problems): ProblemText {
  return (field) => {
    const p: Problem | undefined = problems[field];
    return p ? t(p.key, p.values) : undefined;
  };
}
