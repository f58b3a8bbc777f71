import { useEffect, useMemo } from 'react';
import { type Completion, newCompletion, pricedKeyOf } from '../model/completion';
import { completionActions, useCompletionStore } from '../model/completion-store';
import { useDraftStore } from '../model/draft-store';

/**
 * Step 3's shipment for the draft priced in step 1 and the service chosen in step 2. What was
 * typed here survives a visit back to step 2 as long as the same service is chosen for the same
 * draft; another service or a changed draft starts afresh (the parties are then typed again, which
 * is rare and safer than booking details meant for another carrier).
 */
export function useCompletion(): { completion: Completion | null; hasDraft: boolean } {
  const draft = useDraftStore((s) => s.draft);
  const completion = useCompletionStore((s) => s.completion);
  const key = useMemo(() => (draft ? pricedKeyOf(draft) : null), [draft]);
  const templateName = draft?.templateName ?? null;
  const current = completion && completion.pricedKey === key && completion.templateName === templateName;
  useEffect(() => {
    if (draft && templateName && !current) completionActions.start(newCompletion(draft, templateName));
  }, [draft, templateName, current]);
  return { completion: current ? completion : null, hasDraft: Boolean(draft && templateName) };
}
