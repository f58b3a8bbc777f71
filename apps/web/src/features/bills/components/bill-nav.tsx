import { Button, Group } from '@mantine/core';
import { IconFileInvoice, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

const PAGES = [
  { route: 'billList', icon: IconFileInvoice },
  { route: 'billOrderList', icon: IconListDetails },
] as const;

/** The two bill pages link to each other; the one shown is marked as the current page. */
export function BillNav({ current }: { current: 'billList' | 'billOrderList' }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('bills.nav.label')} gap="xs">
      {PAGES.map(({ route, icon: Icon }) => (
        <Button
          key={route}
          component={Link}
          to={paths[route]}
          variant={route === current ? 'light' : 'subtle'}
          size="sm"
          leftSection={<Icon size={16} />}
          aria-current={route === current ? 'page' : undefined}
        >
          {t(`routes.${route}`)}
        </Button>
      ))}
    </Group>
  );
}
