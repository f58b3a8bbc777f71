import type { ComponentType } from 'react';
import { paths, type RouteName } from '@/shared/routes/paths';
import type { RouteHandle } from '@/shared/routes/route-handle';

/** A page module; `texts`, where a feature loads its own translations, is awaited before it draws. */
type Page = () => Promise<{ default: ComponentType; texts?: Promise<void> }>;

export interface RouteDef extends RouteHandle {
  path: string;
  /** Loaded on first visit, so the first screen does not pay for the whole app. */
  page: Page;
}

const info: Page = () => import('@/features/info/pages/info-page');
const homePage: Page = () => import('./home-redirect');
const loginPage: Page = () => import('@/features/auth/pages/login-page');
const ssoPage: Page = () => import('@/features/auth/pages/sso-page');
const demoLoginPage: Page = () => import('@/features/auth/pages/demo-login-page');
const welcomePage: Page = () => import('@/features/welcome/pages/welcome-page');
const startPage: Page = () => import('@/features/shipment/pages/start-page');
const pricePage: Page = () => import('@/features/shipment/pages/price-page');
const selectPage: Page = () => import('@/features/shipment/pages/select-page');
const completePage: Page = () => import('@/features/shipment/pages/complete-page');
const bookPage: Page = () => import('@/features/shipment/pages/book-page');
const mailTestPage: Page = () => import('@/features/mail-test/pages/mail-test-page');
const profilePage: Page = () => import('@/features/profile/pages/profile-page');
const newsPage: Page = () => import('@/features/news/pages/news-page');
const contactListPage: Page = () => import('@/features/contacts/pages/contact-list-page');
const contactImportPage: Page = () => import('@/features/contacts/pages/contact-import-page');
const customsPage: Page = () => import('@/features/customs/pages/customs-page');
const paperlessPage: Page = () => import('@/features/paperless/pages/paperless-page');
const consignmentPage: Page = () => import('@/features/consignments/pages/consignment-page');
const consignmentListPage: Page = () => import('@/features/consignments/pages/consignment-list-page');
const consignmentNewPage: Page = () => import('@/features/consignments/pages/consignment-new-page');
const claimPage: Page = () => import('@/features/claims/pages/claim-page');
const complaintListPage: Page = () => import('@/features/complaints/pages/complaint-list-page');
const billListPage: Page = () => import('@/features/bills/pages/bill-list-page');
const billOrderListPage: Page = () => import('@/features/bills/pages/bill-order-list-page');
const payLaterPage: Page = () => import('@/features/pay-later/pages/pay-later-page');
const payLaterTermsPage: Page = () => import('@/features/pay-later/pages/pay-later-terms-page');
const apiKeysPage: Page = () => import('@/features/api-keys/pages/api-keys-page');
const auditPage: Page = () => import('@/features/audit/pages/audit-page');
const webhooksPage: Page = () => import('@/features/webhooks/pages/webhooks-page');
const receiverTrackingPage: Page = () => import('@/features/receiver-tracking/pages/receiver-tracking-page');

interface Options {
  /** Demo allowed (SPEC §2). */
  demo?: boolean;
  /** Needs no stored user; these stand outside the main layout. */
  anonymous?: boolean;
  step?: number;
  /** Whether the page has its own title (`routes.<name>` in the translations). */
  title?: boolean;
}

function route(name: RouteName, page: Page, opts: Options = {}): RouteDef {
  const { demo = false, anonymous = false, step, title = true } = opts;
  return {
    name,
    path: paths[name],
    demoAllowed: demo,
    anonymous,
    page,
    ...(step === undefined ? {} : { stepOrder: step }),
    ...(title ? { titleKey: `routes.${name}` } : {}),
  };
}

/** Every route of SPEC §2, in its order; guards, titles, transitions and page views read it. */
export const routeTable: readonly RouteDef[] = [
  route('home', homePage, { demo: true, title: false }),
  route('login', loginPage, { anonymous: true }),
  route('welcome', welcomePage, { demo: true, anonymous: true }),
  route('sso', ssoPage, { demo: true, anonymous: true }),
  route('about', info, { demo: true }),
  route('guide', info, { demo: true }),
  route('faq', info, { demo: true }),
  route('news', newsPage, { demo: true }),
  route('carriers', info, { demo: true }),
  route('packaging', info, { demo: true }),
  route('insurance', info, { demo: true }),
  route('profile', profilePage),
  route('payLater', payLaterPage),
  route('payLaterTerms', payLaterTermsPage),
  route('apiKeys', apiKeysPage),
  route('audit', auditPage),
  route('webhooks', webhooksPage),
  route('start', startPage, { demo: true, step: 1 }),
  route('shipmentStep1', pricePage, { demo: true, step: 2 }),
  route('shipmentStep2', selectPage, { demo: true, step: 3 }),
  route('shipmentStep3', completePage, { step: 4 }),
  route('shipmentStep4', bookPage, { step: 5 }),
  route('consignment', consignmentPage),
  route('customs', customsPage),
  route('upspaperless', paperlessPage),
  route('claim', claimPage),
  route('consignmentList', consignmentListPage),
  route('consignmentNew', consignmentNewPage),
  route('contactList', contactListPage),
  route('contactImport', contactImportPage),
  route('complaintList', complaintListPage),
  route('billList', billListPage),
  route('billOrderList', billOrderListPage),
  route('demoLogin', demoLoginPage, { demo: true, anonymous: true, title: false }),
  route('MailTest', mailTestPage),
  // The receiver's page, for anyone with its link, signed in or not.
  route('receiverTracking', receiverTrackingPage, { demo: true, anonymous: true }),
];
