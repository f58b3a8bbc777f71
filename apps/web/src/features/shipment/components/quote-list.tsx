import { Stack, Text } from '@mantine/core';
import type { PriceResponse } from '@skeppa/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { draftActions } from '../model/draft-store';
import { quoteKey, rankQuotes } from '../model/quotes';
import { LoginInviteModal } from './login-invite-modal';
import { QuoteCard } from './quote-card';

/**
 * The priced services, cheapest first. A customer's choice is kept in the draft for step 3; the
 * demo books nothing, so a visitor is invited to log in instead.
 */
export function QuoteList({ response }: { response: PriceResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDemo = useSessionStore((s) => s.user?.demoUser ?? false);
  const [invite, setInvite] = useState<string | null>(null);
  const ranked = useMemo(() => rankQuotes(response.priceResult), [response]);

  const choose = (templateName: string) => {
    const subject = response.priceResult.find((q) => q.templateName === templateName)?.templateSubject;
    if (isDemo) {
      setInvite(subject ?? templateName);
      return;
    }
    draftActions.chooseService(templateName);
    navigate(paths.shipmentStep3);
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" data-testid="quote-count">
        {t('shipment.select.count', { count: ranked.length })}
      </Text>
      {ranked.map((r) => (
        <QuoteCard key={quoteKey(r.quote)} ranked={r} onChoose={choose} />
      ))}
      {response.unpriced.length > 0 && (
        <Text fz="sm" c="dimmed" data-testid="unpriced">
          {t('shipment.select.unpriced', {
            services: response.unpriced.map((u) => u.templateSubject).join(', '),
          })}
        </Text>
      )}
      <LoginInviteModal service={invite} onClose={() => setInvite(null)} />
    </Stack>
  );
}
