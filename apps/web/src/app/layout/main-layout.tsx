import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { ProfileDrawer } from '@/features/profile-menu/components/profile-drawer';
import { PageLoader } from '@/shared/ui/page-loader';
import { LayoutOverlays, MessageBannerView } from './layout-overlays';
import { PageTransition } from './page-transition';
import { SiteErrorBanner } from './site-error-banner';
import { TopNav } from './top-nav';
import { useCustomerAtStart } from './use-customer-at-start';

/** The frame of every signed-in page (SPEC §2): navbar, banners, overlays, modal, profile menu. */
export function MainLayout() {
  const [profileOpened, profile] = useDisclosure(false);
  const customer = useCustomerAtStart();
  return (
    <AppShell header={{ height: 64 }} padding="md">
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
      <ProfileDrawer opened={profileOpened} onClose={profile.close} />
      <LayoutOverlays />
    </AppShell>
  );
}
