import { Button, Collapse, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { NewsArticle } from '@skeppa/domain';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NewsLink } from './news-link';

/** Picture, message, the extended message behind "Read more", and the link. Texts are plain text. */
export function NewsArticleBody({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const [expanded, extended] = useDisclosure(false);
  const extendedId = useId();
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      {article.picName && (
        // The header says what the article is about; the picture only decorates it.
        <Image
          src={`/news/${encodeURIComponent(article.picName)}`}
          alt=""
          w={180}
          h={112}
          radius="md"
          fit="cover"
        />
      )}
      <Stack gap="sm" style={{ flex: '1 1 320px' }}>
        <Text style={{ whiteSpace: 'pre-line' }}>{article.message}</Text>
        {article.messageExtended && (
          <>
            <Collapse expanded={expanded} id={extendedId}>
              <Text style={{ whiteSpace: 'pre-line' }}>{article.messageExtended}</Text>
            </Collapse>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={extended.toggle}
                aria-expanded={expanded}
                aria-controls={extendedId}
              >
                {t(expanded ? 'news.readLess' : 'news.readMore')}
              </Button>
            </Group>
          </>
        )}
        <NewsLink article={article} />
      </Stack>
    </Group>
  );
}
