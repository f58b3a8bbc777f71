import { type ReactNode, useEffect, useState } from 'react';
import { addFeatureLocales } from '../i18n/i18n';
import { PageLoader } from '../ui/page-loader';

/**
 * The address book's texts (`contacts.*`) come with the contact screens and the contact picker,
 * not with the first screen: loading starts when this module is first imported.
 */
export const contactTexts: Promise<void> = addFeatureLocales('contacts', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});

let loaded = false;
void contactTexts.then(() => {
  loaded = true;
});

/** Shows its children once the contact texts are in, so a screen never draws bare keys. */
export function WithContactTexts({
  children,
  fallback = <PageLoader />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void contactTexts.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : fallback;
}
