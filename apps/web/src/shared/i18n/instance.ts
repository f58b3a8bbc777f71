import { DEFAULT_LANGUAGE } from '@skeppa/domain';
import sv from './locales/sv.json';
import { Translator } from './translator';

/** The app's one translator; Swedish, the default, is in from the start. */
export const i18n = new Translator(DEFAULT_LANGUAGE);
i18n.addTexts('sv', sv);
