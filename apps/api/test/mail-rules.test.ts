import { describe, expect, it } from 'vitest';
import { checkRecipients, type RecipientRule } from '../src/modules/customer-mail/recipients.ts';
import { renderMail } from '../src/modules/mail/render.ts';
import { describeFailure } from '../src/modules/mail/smtp-failure.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';

describe('laying a mail out', () => {
  it('writes the same content as plain text and as escaped HTML, with the footer in the language', () => {
    const mail = renderMail('en', {
      subject: 'Pallen\r\nBcc: evil@example.com',
      facts: [{ label: 'Company', value: 'Åkesson & Söner <AB>' }],
      paragraphs: ['Line one\nline two', '<script>alert(1)</script>'],
    });
    expect(mail.subject).toBe('Pallen Bcc: evil@example.com');
    expect(mail.text).toBe(
      'Company: Åkesson & Söner <AB>\n\nLine one\nline two\n\n<script>alert(1)</script>\n\n-- \nSent through Skeppa, freight booking for businesses.',
    );
    expect(mail.html).toContain('Åkesson &amp; Söner &lt;AB&gt;');
    expect(mail.html).toContain('Line one<br>line two');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('removes anything shaped like an access token, in every part', () => {
    const token =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiIxMDAwMiIsImNpZCI6Mn0.c2lnbmF0dXJlLXBhcnQtaGVyZQ';
    const mail = renderMail('sv', { subject: `Nyckel ${token}`, paragraphs: [`Här: ${token}.`] });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(token);
      expect(part).toContain('[borttaget]');
    }
    expect(mail.text).toContain('Skickat via Skeppa');
  });
});

describe('telling a temporary SMTP failure from a permanent one', () => {
  it('reads the reply code: 5xx is permanent, 4xx and no reply at all are temporary', () => {
    const reply = (code: number, text: string) => ({ responseCode: code, response: text, message: 'x' });
    expect(describeFailure(reply(550, '550 5.1.1 No such user'))).toEqual({
      permanent: true,
      reason: '550 5.1.1 No such user',
    });
    expect(describeFailure(reply(554, '554 Transaction failed')).permanent).toBe(true);
    expect(describeFailure(reply(421, '421 Service closing')).permanent).toBe(false);
    expect(describeFailure(reply(451, '451 Try later')).permanent).toBe(false);
    expect(describeFailure({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:2525' })).toEqual({
      permanent: false,
      reason: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(describeFailure({ code: 'ETIMEDOUT', message: 'Greeting never received' }).permanent).toBe(false);
  });

  it('retries a refused login (our configuration, fixable) and gives up on a message that cannot be built', () => {
    expect(
      describeFailure({ code: 'EAUTH', responseCode: 535, response: '535 Bad credentials' }).permanent,
    ).toBe(false);
    expect(describeFailure({ code: 'EMESSAGE', message: 'Invalid attachment' }).permanent).toBe(true);
    expect(describeFailure({ message: 'x'.repeat(900) }).reason).toHaveLength(500);
  });
});

describe('who a mail may go to', () => {
  const carrier: RecipientRule = {
    allowed: ['medlem@carrier.se'],
    defaultTo: ['medlem@carrier.se'],
    copyTo: ['kopia@skeppa.se'],
    own: 'erik@kund.se',
    replyAllowed: ['anna@kund.se'],
  };
  const none = { to: '', cc: '', bcc: '', replyTo: '' };

  it('fills in the default recipient, the copy and the sender as Reply-To', () => {
    expect(checkRecipients(none, carrier)).toEqual({
      ok: true,
      recipients: { to: ['medlem@carrier.se'], cc: ['kopia@skeppa.se'], bcc: [], replyTo: 'erik@kund.se' },
    });
  });

  it('takes the allowed addresses in any case, each once, and the own address as a copy', () => {
    const check = checkRecipients(
      { to: 'Medlem@Carrier.se', cc: 'medlem@carrier.se; ERIK@kund.se', bcc: '', replyTo: 'anna@kund.se' },
      carrier,
    );
    expect(check).toEqual({
      ok: true,
      recipients: {
        to: ['Medlem@Carrier.se'],
        cc: ['ERIK@kund.se', 'kopia@skeppa.se'],
        bcc: [],
        replyTo: 'anna@kund.se',
      },
    });
  });

  it('refuses every address outside the rule, naming each once', () => {
    expect(
      checkRecipients(
        { to: 'x@evil.com', cc: 'x@evil.com', bcc: 'y@evil.com', replyTo: 'z@evil.com' },
        carrier,
      ),
    ).toEqual({ ok: false, refused: ['x@evil.com', 'y@evil.com', 'z@evil.com'] });
  });

  it('says so when no one is left to write to', () => {
    expect(checkRecipients(none, { ...carrier, defaultTo: [] })).toEqual({ ok: false, missing: true });
  });
});

describe('mail and job configuration', () => {
  it('has defaults that work without any SMTP server', () => {
    const config = loadConfig({});
    expect(config.smtp).toEqual({
      host: undefined,
      port: 587,
      user: undefined,
      password: undefined,
      from: 'Skeppa <noreply@skeppa.se>',
    });
    expect(config.jobs.enabled).toBe(true);
    expect(config.mail).toEqual({
      customerService: 'kundtjanst@skeppa.se',
      carrierCopyTo: 'kundtjanst@skeppa.se',
      maxPerCustomerPerHour: 20,
      insuranceClaims: 'skadeanmalan@skeppa.se',
      complaintReminderDays: 7,
    });
  });

  it('reads the variables, treats an empty SMTP_HOST as none, and refuses half a login', () => {
    const config = loadConfig({
      SMTP_HOST: 'smtp.example.se',
      SMTP_PORT: '465',
      SMTP_USER: 'skeppa',
      SMTP_PASSWORD: 'hemligt',
      JOBS_ENABLED: 'false',
      MAIL_CARRIER_COPY_TO: 'medlem@skeppa.se',
      MAIL_MAX_PER_CUSTOMER_PER_HOUR: '5',
      INSURANCE_CLAIMS_EMAIL: 'claims@insurer.example',
    });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.se', port: 465, user: 'skeppa' });
    expect(config.jobs.enabled).toBe(false);
    expect(config.mail).toMatchObject({
      carrierCopyTo: 'medlem@skeppa.se',
      maxPerCustomerPerHour: 5,
      insuranceClaims: 'claims@insurer.example',
    });
    expect(loadConfig({ SMTP_HOST: '' }).smtp.host).toBeUndefined();
    expect(() => loadConfig({ SMTP_USER: 'skeppa' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_PASSWORD: 'x' })).toThrow(/SMTP_PASSWORD/);
    expect(() => loadConfig({ MAIL_CUSTOMER_SERVICE: 'not-an-address' })).toThrow(/MAIL_CUSTOMER_SERVICE/);
  });
});
