import { textProblem } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, type ErrorItem } from './errors.ts';

/** Enough to tell the caller what to mend; a body of a thousand bad strings gets no longer answer. */
const MAX_ITEMS = 20;

/** A path shows the bad character's place, not the character, which some clients cannot show. */
const shown = (key: string) => Array.from(key, (c) => (textProblem(c) ? '\ufffd' : c)).join('');

/**
 * Every string in a parsed request part (object keys too: a catch-all field keeps them) that
 * PostgreSQL could not store, as validation items named the way schema errors are
 * (`body/parts/0/name: …`).
 */
export function unstorableTexts(value: unknown, path: string, out: ErrorItem[] = []): ErrorItem[] {
  if (out.length >= MAX_ITEMS) return out;
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) out.push({ code: 'validation.failed', description: `${path}: ${problem}` });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) unstorableTexts(value[i], `${path}/${i}`, out);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      const problem = textProblem(key);
      const name = problem ? shown(key) : key;
      if (problem) out.push({ code: 'validation.failed', description: `${path}/${name}: ${problem}` });
      unstorableTexts(v, `${path}/${name}`, out);
    }
  }
  return out;
}

/**
 * One check every route passes through, schema or not: a null character or half a UTF-16 pair in
 * any string of the path, the query or the body is a 400 before validation, whatever the route's
 * own schema says. The domain's textSchema says the same field by field; this is what makes a
 * forgotten field harmless (it would reach PostgreSQL, fail there as a 500 and put the statement's
 * input in the error's context).
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const items = unstorableTexts(request.params, 'params');
    unstorableTexts(request.query, 'querystring', items);
    unstorableTexts(request.body, 'body', items);
    if (items.length > 0) throw new AppError('validation.failed', undefined, items.slice(0, MAX_ITEMS));
  });
}
