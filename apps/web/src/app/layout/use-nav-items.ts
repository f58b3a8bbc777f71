import type { Icon } from '@tabler/icons-react';
import { IconClipboardList, IconPackages, IconSquareRoundedPlus } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useUnbookedCount } from '@/shared/send-list/unbooked-count';
import { useSessionStore } from '@/shared/session/session-store';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  icon: Icon;
  badge?: number;
}

/** The navbar's entries; the demo user only prices, so sees only "new shipment". */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const isDemo = useSessionStore((s) => s.user?.demoUser ?? false);
  const unbooked = useUnbookedCount();
  const items: NavItem[] = [
    { key: 'newShipment', label: t('nav.newShipment'), to: paths.start, icon: IconSquareRoundedPlus },
  ];
  if (isDemo) return items;
  return [
    ...items,
    {
      key: 'notBooked',
      label: t('nav.notBooked'),
      to: paths.consignmentNew,
      icon: IconClipboardList,
      badge: unbooked,
    },
    { key: 'booked', label: t('nav.booked'), to: paths.consignmentList, icon: IconPackages },
  ];
}
