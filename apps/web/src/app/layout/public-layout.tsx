import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useAppConfig } from '@/shared/config/get-config';
import { LanguageSelect } from '@/shared/i18n/language-select';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useCurrentRoute } from '@/shared/routes/route-handle';
import { Brand } from '@/shared/ui/brand';
import { PageTransition } from './page-transition';

/** The frame of the pages seen before sign-in: brand, language, and a sign-in link when enabled. */
export function PublicLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const loginPageEnabled = useAppConfig().data?.loginPageEnabled ?? false;
  // A 390 px phone has room for the brand, "SV | EN" and sign-in, not for the languages' names.
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.welcome} underline="never" aria-label={t('nav.home')}>
              <Brand />
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <LanguageSelect short={narrow} />
              {loginPageEnabled && route?.name !== 'login' && (
                <Button component={Link} to={paths.login} variant="default" size="xs">
                  {t('auth.login')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 'lg', sm: 48 }}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Container>
      </Box>
      <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Text fz="xs" c="dimmed">
            {t('app.footer', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
