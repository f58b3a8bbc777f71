import { useEffect, useState } from 'react';
import { addFeatureLocales } from '../i18n/i18n';

/**
 * The aftercare texts (`aftercare.*`: the notice periods shown by the claim and complaint screens)
 * come with those screens, not with the first screen: loading starts when this is first imported.
 */
export const aftercareTexts: Promise<void> = addFeatureLocales('aftercare', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});

let textsIn = false;
void aftercareTexts.then(() => {
  textsIn = true;
});

/** Whether the aftercare texts are in, so a panel never draws its bare keys. */
export function useAftercareTextsIn(): boolean {
  const [ready, setReady] = useState(textsIn);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void aftercareTexts.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
