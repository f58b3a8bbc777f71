import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, useLanguage } from './i18n';

/** English/Svenska switch; each label is written in its own language so anyone can find theirs. */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      fullWidth={fullWidth}
      value={language}
      onChange={(value) => isLanguage(value) && changeLanguage(value)}
      data={[
        { value: 'sv', label: 'Svenska' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
