import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { ui } from '@/shared/ui/ui-store';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import type { Completion } from '../model/completion';
import { completionActions } from '../model/completion-store';
import { draftActions } from '../model/draft-store';
import type { FieldErrors } from '../model/validate-draft';
import { useSaveShipment } from './use-save-shipment';

/**
 * Step 3's two ways on. "Save for later" (`temp`) saves the shipment as it stands into the send list
 * and starts afresh; "Continue" checks everything first (its messages show from then on, the first
 * faulty field gets the focus) and goes to step 4 with the saved order. `now` checks the
 * completion as it is this moment.
 */
export function useCompleteSubmit(completion: Completion | null, now: () => FieldErrors) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveShipment();
  const flash = useSuccessFlash();
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ code: string; description: string }[]>([]);

  const submit = async (temp: boolean) => {
    if (!completion) return;
    setAttempted(!temp);
    setServerErrors([]);
    const faults = Object.keys(now());
    if (!temp && faults.length > 0) {
      const first = faults[0]?.replace(/\./g, '-');
      document.getElementById(first ?? '')?.focus();
      return;
    }
    try {
      const result = await save.mutateAsync({ completion, temp });
      if (!result.saved) return setServerErrors(result.errors);
      if (temp) {
        flash();
        ui.showBanner({ kind: 'success', text: t('shipment.complete.savedForLater') });
        completionActions.clear();
        draftActions.clear();
        navigate(paths.start);
      } else {
        navigate(`${paths.shipmentStep4}?orderNo=${encodeURIComponent(result.orderNo)}`);
      }
    } catch (error) {
      setServerErrors([{ code: 'call', description: errorMessage(t, error) }]);
    }
  };

  return { attempted, serverErrors, saving: save.isPending, submit };
}
