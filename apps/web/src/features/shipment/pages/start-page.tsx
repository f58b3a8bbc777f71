import { Alert, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useHomeContent } from '@/shared/content/get-home-content';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { HtmlContent } from '@/shared/ui/html-content';
import { HelpLinks } from '../components/help-links';
import { PriceForm } from '../components/price-form';

/**
 * `/start`: the first step of a new shipment. The price form is right here, so pricing begins at
 * once; the home text of the content store and the help links sit below it.
 */
export default function StartPage() {
  const { t } = useTranslation();
  const customer = useCustomer().data;
  const isDemo = useSessionStore((s) => s.user?.demoUser ?? false);
  const home = useHomeContent();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('routes.start')}
        </Title>
        {customer && (
          <Text c="dimmed">
            {t('start.greeting', { name: customer.firstName || customer.email, company: customer.company })}
          </Text>
        )}
      </div>
      {isDemo && (
        <Alert
          variant="light"
          icon={<IconInfoCircle />}
          title={t('start.demoTitle')}
          data-testid="demo-notice"
        >
          {t('start.demoText')}
        </Alert>
      )}
      <PriceForm />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg" h="100%">
            {home.isPending && <Skeleton h={140} />}
            {home.data && (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {home.data.subject}
                </Title>
                <HtmlContent topHeading={3} html={home.data.content} fz="sm" />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <HelpLinks />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { startPageTexts as texts } from '../texts';
