import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/session/session-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { useCloseReceiverPage } from '../api/close-receiver-page';
import { useRenewReceiverLink } from '../api/renew-receiver-link';

type Action = 'renew' | 'close';

/**
 * The receiver's tracking page: its link to copy and send on, a new link (the old one stops
 * working) and closing the page, each asked once more, since the receiver may already have the
 * link. The demo user never reaches a booked shipment; were it to, it sees the link and no actions
 * (the server refuses them too).
 */
export function ReceiverLink({ orderNo, url }: { orderNo: string; url: string | null }) {
  const { t } = useTranslation();
  const demo = useSessionStore((s) => s.user?.demoUser ?? false);
  // What the dialog asks stays while it fades out after an answer.
  const [action, setAction] = useState<Action>('renew');
  const [asking, setAsking] = useState(false);
  // A new link is worth a word (the old one is dead); a closed page says so by itself.
  const [renewed, setRenewed] = useState(false);
  const renew = useRenewReceiverLink(orderNo);
  const close = useCloseReceiverPage(orderNo);
  const flash = useSuccessFlash();
  const busy = renew.isPending || close.isPending;
  const failed = action === 'renew' ? renew.error : close.error;

  const run = (what: Action) => {
    const onSuccess = () => {
      setRenewed(what === 'renew');
      setAsking(false);
      flash();
    };
    if (what === 'renew') renew.mutate(undefined, { onSuccess });
    else close.mutate(undefined, { onSuccess });
  };
  const ask = (what: Action) => {
    renew.reset();
    close.reset();
    setRenewed(false);
    setAction(what);
    // A closed page has no link anyone holds: opening a new one needs no second thought.
    if (what === 'renew' && !url) run('renew');
    else setAsking(true);
  };
  const k = (key: string) => t(`consignments.tracking.receiver.${key}`);

  return (
    <Stack gap="xs" data-testid="receiver-link">
      <Title order={3} fz="md">
        {k('title')}
      </Title>
      {url ? (
        <>
          <Text size="sm" c="dimmed">
            {k('intro')}
          </Text>
          <TextInput
            label={k('label')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            // The whole link in view: it is what the user checks before sending it on.
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            data-testid="receiver-url"
          />
        </>
      ) : (
        <Text size="sm" data-testid="receiver-closed">
          {k('closed')}
        </Text>
      )}
      <Group gap="xs">
        {url && (
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal.9' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? k('copied') : k('copy')}
              </Button>
            )}
          </CopyButton>
        )}
        {!demo && (
          <>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={() => ask('renew')}
              loading={!url && renew.isPending}
            >
              {url ? k('renew') : k('open')}
            </Button>
            {url && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconLinkOff size={14} />}
                onClick={() => ask('close')}
              >
                {k('close')}
              </Button>
            )}
          </>
        )}
      </Group>
      {!asking && !url && renew.error && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(t, renew.error)}
        </Text>
      )}
      {renewed && (
        <Text size="sm" c="teal.9" role="status">
          {k('renewed')}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title={k(`${action}Title`)}
        text={k(`${action}Question`)}
        confirmLabel={k(`${action}Confirm`)}
        cancelLabel={k('keep')}
        tone={action === 'close' ? 'danger' : 'primary'}
        busy={busy}
        failure={failed ? errorMessage(t, failed) : null}
        onConfirm={() => run(action)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
