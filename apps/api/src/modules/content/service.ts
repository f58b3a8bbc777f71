import { CONTENT_KEYS, type Content, FALLBACK_LANGUAGE, type Language } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { ContentRepository } from './repository.ts';

type Row = NonNullable<Awaited<ReturnType<ContentRepository['byId']>>>;

function present(row: Row): Content {
  return { id: row.id, language: row.language as Language, subject: row.subject, content: row.content };
}

/** Content in the asked language, else in the fallback language (en), else 404. */
export function contentService(repo: ContentRepository) {
  async function byKey(key: string, language: Language) {
    const row = (await repo.byKey(key, language)) ?? (await repo.byKey(key, FALLBACK_LANGUAGE));
    if (!row) throw new AppError('content.not_found');
    return present(row);
  }

  async function byId(id: number, language?: Language) {
    const row = await repo.byId(id);
    if (!row) throw new AppError('content.not_found');
    // An id names a piece of content; a language asks for that piece in another translation.
    if (language && row.language !== language) return byKey(row.key, language);
    return present(row);
  }

  return { byKey, byId, home: (language: Language) => byKey(CONTENT_KEYS.home, language) };
}
