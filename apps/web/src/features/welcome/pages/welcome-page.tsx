import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { CONTENT_KEYS } from '@skeppa/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/error-message';
import { useAppConfig } from '@/shared/config/get-config';
import { useContent } from '@/shared/content/get-content';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { HtmlContent } from '@/shared/ui/html-content';
import { Highlights } from '../components/highlights';

/** `/welcome`: the logged-out page. Its text lives in the content store (freight.page.loggedout). */
export default function WelcomePage() {
  const { t } = useTranslation();
  const content = useContent(CONTENT_KEYS.loggedOut);
  const loginPageEnabled = useAppConfig().data?.loginPageEnabled ?? false;

  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          {content.isPending && <Skeleton h={180} />}
          {content.isError && <Alert color="red">{errorMessage(t, content.error)}</Alert>}
          {content.data && (
            <>
              <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15} c="harbour.9">
                {content.data.subject}
              </Title>
              <HtmlContent topHeading={2} html={content.data.content} fz="lg" />
            </>
          )}
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.demoLogin}
              size="md"
              rightSection={<IconArrowRight size={18} />}
            >
              {t('welcome.startDemo')}
            </Button>
            {loginPageEnabled && (
              <Button component={Link} to={paths.login} size="md" variant="default">
                {t('welcome.login')}
              </Button>
            )}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="lg" shadow="xs">
          <Highlights />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

export { welcomeTexts as texts } from '../texts';
