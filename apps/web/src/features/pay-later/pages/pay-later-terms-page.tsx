import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';

/** The terms in their reading order; each is a heading and a paragraph in the translations. */
const SECTIONS = ['who', 'period', 'invoicing', 'payment', 'late', 'stop', 'credit'] as const;

/** `/profile/paylaterterms`: the terms of invoice payment, in sv and en. */
export default function PayLaterTermsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={720} component="article">
      <Anchor component={Link} to={paths.payLater} size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
        {t('payLater.terms.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('routes.payLaterTerms')}
        </Title>
        <Text c="dimmed">{t('payLater.terms.updated')}</Text>
      </Stack>
      {SECTIONS.map((key) => (
        <Stack gap={6} key={key} component="section" aria-labelledby={`terms-${key}`}>
          <Title order={2} fz="lg" id={`terms-${key}`}>
            {t(`payLater.terms.sections.${key}.title`)}
          </Title>
          <Text lh={1.65}>{t(`payLater.terms.sections.${key}.text`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

export { payLaterTexts as texts } from '../texts';
