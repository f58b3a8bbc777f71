import type { Language } from '@skeppa/domain';
import { escapeMarkup } from '../../platform/markup.ts';

/** What a mail says, before it is laid out as plain text and HTML in the recipient's language. */
export interface MailContent {
  subject: string;
  /** Labelled details shown first: customer, organisation number, shipment … */
  facts?: { label: string; value: string }[];
  /** Plain-text paragraphs; line breaks inside one are kept. */
  paragraphs: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER: Record<Language, string> = {
  sv: 'Skickat via Skeppa, fraktbokning för företag.',
  en: 'Sent through Skeppa, freight booking for businesses.',
};

/** An access token pasted into a message never leaves the product (JWTs are three base64url parts). */
const JWT = /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
const REMOVED: Record<Language, string> = { sv: '[borttaget]', en: '[removed]' };

const redact = (value: string, language: Language) => value.replace(JWT, REMOVED[language]);

const htmlLines = (value: string) => escapeMarkup(value).replace(/\r?\n/g, '<br>');

/**
 * Lays a mail out twice, as plain text and as HTML, from the same content. Everything written by a
 * user is escaped in the HTML part, and anything shaped like an access token is removed.
 */
export function renderMail(language: Language, content: MailContent): RenderedMail {
  const clean = (v: string) => redact(v, language);
  // A line break in a subject would end the header: subjects are one line.
  const subject = clean(content.subject)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const facts = (content.facts ?? []).map((f) => ({ label: clean(f.label), value: clean(f.value) }));
  const paragraphs = content.paragraphs.map(clean).filter((p) => p.trim() !== '');
  const footer = FOOTER[language];

  const text = [
    ...(facts.length > 0 ? [facts.map((f) => `${f.label}: ${f.value}`).join('\n')] : []),
    ...paragraphs,
    `-- \n${footer}`,
  ].join('\n\n');

  const factRows = facts
    .map(
      (f) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:600;vertical-align:top">${htmlLines(f.label)}</th>` +
        `<td style="padding:4px 0">${htmlLines(f.value)}</td></tr>`,
    )
    .join('');
  const body = [
    facts.length > 0
      ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${factRows}</table>`
      : '',
    ...paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${htmlLines(p)}</p>`),
  ].join('');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-collapse:collapse">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e3e7eb;font-size:18px;font-weight:700;color:#0b4f8a">Skeppa</td></tr>
<tr><td style="padding:24px">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e7eb;font-size:12px;color:#5f6b76">${escapeMarkup(footer)}</td></tr>
</table></body></html>`;
  return { subject, text, html };
}
