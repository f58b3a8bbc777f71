import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  type Language,
  type NewsArticle,
  safeLinkUrl,
} from '@skeppa/domain';
import type { NewsRow } from './repository.ts';

/** The text in the asked language, else English, else Swedish; null when none is in a known language. */
function pickText(rows: NewsRow[], language: Language) {
  for (const want of [language, FALLBACK_LANGUAGE, DEFAULT_LANGUAGE] as const) {
    const row = rows.find((r) => r.text.language === want);
    if (row) return { ...row.text, language: want };
  }
  return null;
}

function presentArticle(rows: NewsRow[], language: Language, viewedAll: boolean): NewsArticle | null {
  const first = rows[0];
  const text = pickText(rows, language);
  if (!first || !text) return null;
  const { article } = first;
  // An address that is not a web address or a path here is never handed on as a link.
  const linkUrl = safeLinkUrl(text.linkUrl) ?? '';
  return {
    id: article.id,
    articleType: article.articleType,
    dateCreated: article.dateCreated.toISOString(),
    datePublish: article.datePublish.toISOString(),
    dateRemove: article.dateRemove?.toISOString() ?? null,
    header: text.header,
    message: text.message,
    linkUrl,
    linkText: linkUrl ? text.linkText : '',
    linkTarget: article.linkTarget === '_self' ? '_self' : '_blank',
    messageExtended: text.messageExtended,
    picName: article.picName,
    sortNr: article.sortNr,
    language: text.language,
    viewed: viewedAll || first.viewed,
  };
}

/** Rows of several articles (as the repository orders them) → one article each, order kept. */
export function presentArticles(rows: NewsRow[], language: Language, viewedAll: boolean): NewsArticle[] {
  const byId = new Map<number, NewsRow[]>();
  for (const row of rows) byId.set(row.article.id, [...(byId.get(row.article.id) ?? []), row]);
  return [...byId.values()].flatMap((group) => presentArticle(group, language, viewedAll) ?? []);
}
