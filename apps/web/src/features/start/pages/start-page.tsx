import { Alert, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHomeContent } from '@/shared/content/get-home-content';
import { useCustomer } from '@/shared/customer/get-customer';
import { useSessionStore } from '@/shared/session/session-store';
import { HtmlContent } from '@/shared/ui/html-content';
import { OnItsWay } from '@/shared/ui/on-its-way';
import { HelpLinks } from '../components/help-links';

/**
 * `/start`: the first step of a new shipment. The price form arrives with the booking issue;
 * until then the page greets the customer and shows the home text from the content store.
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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OnItsWay title={t('start.priceFormTitle')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            {home.isPending && <Skeleton h={140} />}
            {home.data && (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {home.data.subject}
                </Title>
                <HtmlContent html={home.data.content} fz="sm" />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <HelpLinks />
    </Stack>
  );
}
