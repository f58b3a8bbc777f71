import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainEventPayloadSchemas, WEBHOOK_EVENT_TYPES, webhookEventSchema } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  eventCatalogue,
  RAW_WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_EXAMPLES,
} from '../../../docs/examples/webhook-events.ts';

// docs/integrations.md's event catalogue is written from the domain's schemas and one example per
// event; this test fails when either drifts. `UPDATE_DOCS=1 npx vitest run --project api
// test/webhooks-docs` writes the catalogue again after a schema changed on purpose.

const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/integrations.md');
const START = '<!-- webhook-events:start (written by apps/api/test/webhooks-docs.test.ts) -->';
const END = '<!-- webhook-events:end -->';

describe('the webhook event catalogue', () => {
  it('has an example of each event, whole: every field its schema has, none it does not', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const raw = RAW_WEBHOOK_EVENT_EXAMPLES[type];
      expect(webhookEventSchema.parse(raw), type).toEqual(raw);
      const schema = z.toJSONSchema(domainEventPayloadSchemas[type], {
        io: 'output',
        unrepresentable: 'any',
      });
      const fields = Object.keys((schema as { properties?: object }).properties ?? {});
      expect(Object.keys(WEBHOOK_EVENT_EXAMPLES[type].data).sort(), type).toEqual(fields.sort());
    }
  });

  it('shows the verification example the tests run, as it is', () => {
    const example = readFileSync(path.join(path.dirname(docsFile), 'examples/verify-webhook.mjs'), 'utf8');
    expect(readFileSync(docsFile, 'utf8')).toContain(`\`\`\`js\n${example.trim()}\n\`\`\``);
  });

  it('is in docs/integrations.md as the schemas and examples write it', () => {
    const text = readFileSync(docsFile, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    expect(start, 'the catalogue markers').toBeGreaterThan(-1);
    const written = `${START}\n\n${eventCatalogue()}\n\n${END}`;
    if (process.env.UPDATE_DOCS)
      writeFileSync(docsFile, text.slice(0, start) + written + text.slice(end + END.length));
    else expect(text.slice(start, end + END.length)).toBe(written);
  });
});
