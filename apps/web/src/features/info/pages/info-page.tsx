import { Alert, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '@/shared/api/error-message';
import { useContent } from '@/shared/content/get-content';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCurrentRoute } from '@/shared/routes/route-handle';
import { HtmlContent } from '@/shared/ui/html-content';
import { CarrierContact } from '../components/carrier-contact';
import { InfoAside } from '../components/info-aside';
import { InfoNav } from '../components/info-nav';
import { infoContentKey, isInfoPage } from '../info-pages';

/** One page for all six info routes; the route's name picks the content key. */
export default function InfoPage() {
  const name = useCurrentRoute()?.name;
  if (!isInfoPage(name)) return null;
  return <InfoContent name={name} />;
}

function InfoContent({ name }: { name: Parameters<typeof infoContentKey>[0] }) {
  const { t } = useTranslation();
  const content = useContent(infoContentKey(name));
  return (
    <>
      <InfoNav current={name} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {content.isPending && (
              <Stack>
                <Skeleton h={32} w="50%" />
                <Skeleton h={120} />
              </Stack>
            )}
            {content.isError && <Alert color="red">{errorMessage(t, content.error)}</Alert>}
            {content.data && (
              <Stack gap="md">
                <Title order={1} fz={28}>
                  {content.data.subject}
                </Title>
                <HtmlContent topHeading={2} html={content.data.content} className="info-content" />
              </Stack>
            )}
          </Paper>
          {name === 'carriers' && <CarrierContact />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InfoAside />
        </Grid.Col>
      </Grid>
    </>
  );
}

export { infoPageTexts as texts } from '../texts';
