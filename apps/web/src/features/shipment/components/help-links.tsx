import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { insuranceTermsText } from '@skeppa/domain';
import { type Icon, IconBook2, IconBox, IconShieldCheck, IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths, type RouteName } from '@/shared/routes/paths';

const LINKS: { route: RouteName; icon: Icon }[] = [
  { route: 'guide', icon: IconBook2 },
  { route: 'carriers', icon: IconTruck },
  { route: 'packaging', icon: IconBox },
  { route: 'insurance', icon: IconShieldCheck },
];

/** Short ways into the info pages a coordinator reads before a first booking. */
export function HelpLinks() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {LINKS.map(({ route, icon: LinkIcon }) => (
        <Paper
          key={route}
          component={Link}
          to={paths[route]}
          withBorder
          radius="md"
          p="md"
          className="help-link"
        >
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={36} radius="md">
              <LinkIcon size={20} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(`routes.${route}`)}</Text>
              <Text fz="sm" c="dimmed">
                {t(`start.help.${route}`, insuranceTermsText())}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
