import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ProfileDrawer } from '@/features/profile-menu/components/profile-drawer';
import { profileMenuTexts } from '@/features/profile-menu/texts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { LayoutOverlays, MessageBannerView } from './layout-overlays';
import { PageTransition } from './page-transition';
import { SiteErrorBanner } from './site-error-banner';
import { TopNav } from './top-nav';
import { useCustomerAtStart } from './use-customer-at-start';

// The send list comes with its own chunk and texts; the demo user never loads it.
const SendListAside = lazy(async () => {
  const module = await import('@/features/send-list/components/send-list-aside');
  await module.texts;
  return { default: module.SendListAside };
});

/** The frame of every signed-in page (SPEC §2): navbar, banners, overlays, modal, profile menu. */
/** The menu's texts come with this layout; the route waits for them before it draws. */
export const texts = profileMenuTexts;

export function MainLayout() {
  const { t } = useTranslation();
  const [profileOpened, profile] = useDisclosure(false);
  const customer = useCustomerAtStart();
  const isDemo = useSessionStore((s) => s.user?.demoUser ?? false);
  const withSendList = !isDemo && customer.isSuccess;
  return (
    <AppShell
      header={{ height: 64 }}
      aside={{
        width: { lg: 260, xl: 300 },
        breakpoint: 'lg',
        collapsed: { mobile: true, desktop: !withSendList },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopNav onOpenProfile={profile.open} />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" px={{ base: 0, sm: 'md' }} py="md">
          <SiteErrorBanner />
          <MessageBannerView />
          {/* Pages may rely on the customer being known; until then (or on failure) they wait. */}
          {customer.isSuccess ? (
            <PageTransition>
              <Outlet />
            </PageTransition>
          ) : (
            <PageLoader />
          )}
        </Container>
      </AppShell.Main>
      {withSendList && (
        <AppShell.Aside p="md" aria-label={t('nav.sendList')}>
          <Suspense fallback={<PageLoader />}>
            <SendListAside />
          </Suspense>
        </AppShell.Aside>
      )}
      <ProfileDrawer opened={profileOpened} onClose={profile.close} />
      <LayoutOverlays />
    </AppShell>
  );
}
