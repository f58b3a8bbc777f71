import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsRepository } from './repository.ts';
import { type NewsService, newsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsService;
  }
}

/** The news service, shared with the customer module, which tells whether anything is unread. */
export const newsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('news', newsService(newsRepository(app.db)));
  },
  { name: 'news', dependencies: ['database'] },
);
