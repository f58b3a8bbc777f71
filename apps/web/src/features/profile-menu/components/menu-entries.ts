import {
  type Icon,
  IconBox,
  IconCreditCard,
  IconFileInvoice,
  IconHelpCircle,
  IconHistory,
  IconInfoCircle,
  IconKey,
  IconMessageReport,
  IconNews,
  IconSettings,
  IconTruck,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { paths, type RouteName } from '@/shared/routes/paths';

export interface MenuEntry {
  /** Translation key under profileMenu. */
  key: string;
  route: RouteName;
  icon: Icon;
  /** Shown to the demo user too (SPEC §2: only info). */
  demo?: boolean;
  /** Carries the unread-news dot. */
  news?: boolean;
  /** Shown to the company's administrators only (the server refuses anyone else too). */
  admin?: boolean;
}

/** The profile sidebar of SPEC §2, in its order, and the administrators' webhooks (issue 35). */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'info', route: 'about', icon: IconInfoCircle, demo: true },
  { key: 'news', route: 'news', icon: IconNews, news: true },
  { key: 'profile', route: 'profile', icon: IconSettings },
  { key: 'contacts', route: 'contactList', icon: IconUsers },
  { key: 'invoices', route: 'billList', icon: IconFileInvoice },
  { key: 'complaints', route: 'complaintList', icon: IconMessageReport },
  { key: 'carriers', route: 'carriers', icon: IconTruck },
  { key: 'packaging', route: 'packaging', icon: IconBox },
  { key: 'payLater', route: 'payLater', icon: IconCreditCard },
  { key: 'apiKeys', route: 'apiKeys', icon: IconKey, admin: true },
  { key: 'audit', route: 'audit', icon: IconHistory, admin: true },
  { key: 'webhooks', route: 'webhooks', icon: IconWebhook, admin: true },
  { key: 'faq', route: 'faq', icon: IconHelpCircle },
];

export const entryPath = (entry: MenuEntry): string => paths[entry.route];
