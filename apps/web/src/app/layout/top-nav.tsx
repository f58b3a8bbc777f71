import { Anchor, Badge, Burger, Button, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Brand } from '@/shared/ui/brand';
import { useNavItems } from './use-nav-items';

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" data-testid="unbooked-badge">
      {count}
    </Badge>
  );
}

/** Brand, shipment entries and the profile menu button; below 1200 px the entries fold into a menu. */
export function TopNav({ onOpenProfile }: { onOpenProfile: () => void }) {
  const { t } = useTranslation();
  const items = useNavItems();
  const customer = useCustomer().data;
  const unreadNews = customer?.hasUnviewedNewsArticles ?? false;
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Anchor component={Link} to={paths.start} underline="never" aria-label={t('nav.home')}>
          <Brand />
        </Anchor>
        <Group gap={4} visibleFrom="lg" component="nav" aria-label={t('nav.main')}>
          {items.map((item) => (
            <Button
              key={item.key}
              component={NavLink}
              to={item.to}
              variant="subtle"
              color="dark"
              leftSection={<item.icon size={18} stroke={1.6} />}
              rightSection={<CountBadge count={item.badge} />}
              className="top-nav-link"
            >
              {item.label}
            </Button>
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Without the focus placeholder: a menu holds menu items only (axe aria-required-children);
            the trap focuses the first item instead. */}
        <Menu
          opened={menuOpened}
          onChange={menu.toggle}
          position="bottom-end"
          width={240}
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>
            <Burger opened={menuOpened} hiddenFrom="lg" size="sm" aria-label={t('nav.openMenu')} />
          </Menu.Target>
          <Menu.Dropdown>
            {items.map((item) => (
              <Menu.Item
                key={item.key}
                component={Link}
                to={item.to}
                leftSection={<item.icon size={18} stroke={1.6} />}
                rightSection={<CountBadge count={item.badge} />}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Indicator
          color="red"
          size={10}
          offset={4}
          disabled={!unreadNews}
          withBorder
          attributes={{ indicator: { 'data-testid': 'unread-news-dot' } }}
        >
          <UnstyledButton
            onClick={onOpenProfile}
            aria-label={unreadNews ? t('profileMenu.openWithNews') : t('profileMenu.open')}
            data-testid="profile-button"
            className="profile-button"
          >
            <Group gap={6} wrap="nowrap">
              <IconUserCircle size={26} stroke={1.4} />
              <Text fz="sm" fw={500} visibleFrom="sm" maw={180} truncate>
                {customer ? customer.firstName || customer.email : t('profileMenu.title')}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Indicator>
      </Group>
    </Group>
  );
}
