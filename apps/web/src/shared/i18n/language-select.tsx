import { Button } from '@mantine/core';
import type { Language } from '@skeppa/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { changeLanguage, useLanguage } from './i18n';

// Each label is written in its own language so anyone can find theirs.
const LABELS: Record<Language, string> = { sv: 'Svenska', en: 'English' };

/**
 * Svenska/English switch: two toggle buttons, the chosen one pressed. Built from the button the
 * first screen already has, rather than a segmented control with its own moving indicator.
 */
export function LanguageSelect({
  fullWidth = false,
  short = false,
}: {
  fullWidth?: boolean;
  short?: boolean;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Button.Group aria-label={t('language.label')} w={fullWidth ? '100%' : undefined}>
      {(Object.keys(LABELS) as Language[]).map((language) => (
        <Button
          key={language}
          size="xs"
          lang={language}
          fullWidth={fullWidth}
          variant={language === current ? 'filled' : 'default'}
          aria-pressed={language === current}
          // Short ("SV", "EN") where a phone's header has no room; the name is still what is read.
          aria-label={short ? LABELS[language] : undefined}
          onClick={() => void changeLanguage(language)}
        >
          {short ? language.toUpperCase() : LABELS[language]}
        </Button>
      ))}
    </Button.Group>
  );
}
