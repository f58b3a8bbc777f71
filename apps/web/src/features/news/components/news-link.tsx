import { Anchor, VisuallyHidden } from '@mantine/core';
import { type NewsArticle, safeLinkUrl } from '@skeppa/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * An article's link, followed safely: only web addresses and paths of this site are links at all;
 * a new window gets no hold on this one (noopener) and learns nothing of where it came from.
 */
export function NewsLink({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const href = safeLinkUrl(article.linkUrl);
  if (!href) return null;
  const text = article.linkText || href;
  if (article.linkTarget === '_blank') {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={500}>
        {text} <IconExternalLink size={14} style={{ verticalAlign: '-2px' }} aria-hidden />
        <VisuallyHidden>{t('news.newWindow')}</VisuallyHidden>
      </Anchor>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href} fw={500}>
        {text}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} fw={500}>
      {text}
    </Anchor>
  );
}
