import { Box, Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCustomer } from '@/shared/customer/get-customer';
import { LanguageSelect } from '@/shared/i18n/language-select';
import { useTranslation } from '@/shared/i18n/use-translation';
import { endSession } from '@/shared/session/logout';
import { useSessionStore } from '@/shared/session/session-store';
import { entryPath, MENU_ENTRIES } from './menu-entries';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** The profile sidebar: the customer's pages, language and logout; the demo user sees only info. */
export function ProfileDrawer({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isDemo = useSessionStore((s) => s.user?.demoUser ?? false);
  const customer = useCustomer().data;
  const admin = customer?.custLevel === CUSTOMER_LEVEL_ADMIN;
  const entries = MENU_ENTRIES.filter((e) => (!isDemo || e.demo) && (!e.admin || admin));

  const logout = () => {
    onClose();
    void endSession();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      // The drawer's title is its h2 already; the text goes in as it is.
      title={
        <Text component="span" fw={700} fz="lg">
          {t('profileMenu.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="profile-drawer">
        {customer && (
          <Box>
            <Text fw={600}>{`${customer.firstName} ${customer.lastName}`.trim() || customer.email}</Text>
            <Text fz="sm" c="dimmed">
              {customer.company}
            </Text>
          </Box>
        )}
        <Stack gap={2} component="nav" aria-label={t('profileMenu.title')}>
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entryPath(entry)}
              onClick={onClose}
              active={pathname === entryPath(entry)}
              label={t(`profileMenu.${entry.key}`)}
              leftSection={<entry.icon size={20} stroke={1.5} />}
              rightSection={
                entry.news && customer?.hasUnviewedNewsArticles ? (
                  <Box
                    w={8}
                    h={8}
                    bg="red"
                    style={{ borderRadius: '50%' }}
                    aria-label={t('profileMenu.unreadNews')}
                  />
                ) : undefined
              }
            />
          ))}
        </Stack>
        <Divider />
        {!isDemo && (
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              {t('language.label')}
            </Text>
            <LanguageSelect fullWidth />
          </Stack>
        )}
        <Button variant="light" color="red" leftSection={<IconLogout size={18} />} onClick={logout}>
          {t('profileMenu.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
