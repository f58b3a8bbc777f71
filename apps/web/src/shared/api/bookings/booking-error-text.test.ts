import { beforeAll, describe, expect, it } from 'vitest';
import { loadErrorTexts } from '../../i18n/errors/texts';
import { changeLanguage, i18n } from '../../i18n/i18n';
import { bookingErrorText } from './booking-error-text';

beforeAll(async () => {
  await loadErrorTexts();
  // Texts load for the languages shown; English is loaded by showing it once.
  await changeLanguage('en');
  await changeLanguage('sv');
});

describe('bookingErrorText', () => {
  it('names the saved price and the new one when the price changed', () => {
    const e = { code: 'booking.price_changed', description: '', values: [2600.3, 'SEK', 1773.19] };
    expect(bookingErrorText(i18n.getFixedT('sv'), e)).toBe(
      'Priset har ändrats från 1\u00a0773,19 SEK till 2\u00a0600,30 SEK exkl. moms.',
    );
    expect(bookingErrorText(i18n.getFixedT('en'), e)).toBe(
      'The price has changed from 1\u00a0773,19 SEK to 2\u00a0600,30 SEK excl. VAT.',
    );
  });

  it('says what any other refusal says, and a changed price without the saved one as the code does', () => {
    const t = i18n.getFixedT('sv');
    expect(bookingErrorText(t, { code: 'booking.credit_blocked', description: '' })).toBe(
      t('errors.codes.booking.credit_blocked'),
    );
    expect(bookingErrorText(t, { code: 'booking.price_changed', description: '', values: [10, 'SEK'] })).toBe(
      t('errors.codes.booking.price_changed'),
    );
  });
});
