import { Alert, Button, Text } from '@mantine/core';
import type { Claim } from '@skeppa/domain';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** What Submit ends with: the claim number the insurer knows it by, and where it stands. */
export function ClaimSubmitted({ claim, onAnother }: { claim: Claim; onAnother: () => void }) {
  const { t } = useTranslation();
  const shown = useRef<HTMLDivElement>(null);
  // Submit was pressed at the foot of a long form, which this short answer replaces: bring it into view.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Alert
      ref={shown}
      color="teal"
      // A teal title on the light teal stays under 4.5:1 even in the darkest teal: the text's colour does.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconCircleCheck />}
      title={t('claims.done.title', { claimNo: claim.claimNo })}
      role="status"
      data-testid="claim-submitted"
    >
      <Text size="sm">{t('claims.done.text', { status: t(`claims.statuses.${claim.status}`) })}</Text>
      <Button mt="sm" variant="default" leftSection={<IconPlus size={16} />} onClick={onAnother}>
        {t('claims.done.another')}
      </Button>
    </Alert>
  );
}
