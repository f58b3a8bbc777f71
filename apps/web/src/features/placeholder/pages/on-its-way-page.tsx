import { useTranslation } from '@/shared/i18n/use-translation';
import { useCurrentRoute } from '@/shared/routes/route-handle';
import { OnItsWay } from '@/shared/ui/on-its-way';

/** Stands in for a screen whose feature comes with a later issue; titled after its route. */
export default function OnItsWayPage() {
  const { t } = useTranslation();
  const titleKey = useCurrentRoute()?.titleKey;
  return <OnItsWay title={titleKey ? t(titleKey) : undefined} />;
}
