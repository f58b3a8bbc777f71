import { Accordion, Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { useNewsList } from '../api/get-news';
import { useMarkNewsViewed } from '../api/mark-viewed';
import { NewsArticleBody } from '../components/news-article-body';

/**
 * `/info/news`: the published articles in their order, unread ones marked "New". Opening an
 * article marks it read; the demo user reads them all as read already and so marks nothing.
 */
export default function NewsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const customerId = useSessionStore((s) => s.user?.id ?? 0);
  const news = useNewsList(customerId, language);
  const markViewed = useMarkNewsViewed(language);
  const [open, setOpen] = useState<string[]>([]);

  const onOpenChange = (values: string[]) => {
    for (const value of values.filter((v) => !open.includes(v))) {
      const article = news.data?.find((a) => String(a.id) === value);
      if (article && !article.viewed) markViewed.mutate(article.id);
    }
    setOpen(values);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('routes.news')}
        </Title>
        <Text c="dimmed">{t('news.intro')}</Text>
      </div>
      {news.isPending && (
        <Stack gap="sm">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      )}
      {news.isError && (
        <Alert color="red" title={t('news.loadFailed')}>
          {errorMessage(t, news.error)}
        </Alert>
      )}
      {news.data?.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('news.empty')}
          </Text>
        </Paper>
      )}
      {news.data && news.data.length > 0 && (
        <Accordion
          multiple
          value={open}
          onChange={onOpenChange}
          variant="separated"
          radius="md"
          order={2}
          styles={{
            item: {
              background: 'var(--mantine-color-white)',
              border: '1px solid var(--mantine-color-gray-3)',
            },
          }}
        >
          {news.data.map((article) => (
            <Accordion.Item
              key={article.id}
              value={String(article.id)}
              lang={article.language === language ? undefined : article.language}
              data-testid="news-article"
              data-viewed={article.viewed}
            >
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="md">
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={600}>{article.header}</Text>
                    {!article.viewed && (
                      <Badge color="red" variant="light" size="sm">
                        {t('news.new')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed" visibleFrom="xs" pr="xs" style={{ whiteSpace: 'nowrap' }}>
                    {t('news.published', { date: formatDate(article.datePublish) })}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <NewsArticleBody article={article} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

export { newsTexts as texts } from '../texts';
