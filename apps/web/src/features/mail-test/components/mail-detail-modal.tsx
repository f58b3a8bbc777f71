import { Alert, Code, Modal, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useOutboxMail } from '../api/get-outbox-mail';
import { MailStateBadge } from './mail-state-badge';

function Header({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Text>
    </Stack>
  );
}

/** One mail as it was sent: its headers, delivery state, both parts and the mailbox copy. */
export function MailDetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useOutboxMail(id);
  const m = mail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={m?.subject ?? t('mailTest.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mail.isPending && <Skeleton h={200} />}
      {mail.isError && <Alert color="red">{errorMessage(t, mail.error)}</Alert>}
      {m && (
        <Stack gap="md" data-testid="mail-detail">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Header label={t('mailTest.detail.from')} value={m.from} />
            <Header label={t('mailTest.detail.to')} value={m.to.join(', ')} />
            <Header label={t('mailTest.detail.cc')} value={m.cc.join(', ')} />
            <Header label={t('mailTest.detail.bcc')} value={m.bcc.join(', ')} />
            <Header label={t('mailTest.detail.replyTo')} value={m.replyTo} />
            <Header label={t('mailTest.detail.language')} value={t(`mailTest.language.${m.language}`)} />
            <Header label={t('mailTest.detail.created')} value={formatDate(m.createdAt, { time: true })} />
            <Header label={t('mailTest.detail.sent')} value={formatDate(m.sentAt, { time: true })} />
            <Header label={t('mailTest.detail.state')} value={<MailStateBadge state={m.state} />} />
            <Header label={t('mailTest.detail.attempts')} value={String(m.attempts)} />
            <Header
              label={t('mailTest.detail.via')}
              value={m.deliveredVia ? t(`mailTest.via.${m.deliveredVia}`) : ''}
            />
            <Header label={t('mailTest.detail.lastError')} value={m.lastError} />
          </SimpleGrid>
          <Tabs defaultValue="text">
            <Tabs.List>
              <Tabs.Tab value="text">{t('mailTest.detail.text')}</Tabs.Tab>
              <Tabs.Tab value="html">{t('mailTest.detail.html')}</Tabs.Tab>
              {m.mailboxSource && <Tabs.Tab value="source">{t('mailTest.detail.source')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="text" pt="sm">
              <Code
                block
                data-testid="mail-text"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {m.text}
              </Code>
            </Tabs.Panel>
            <Tabs.Panel value="html" pt="sm">
              {/*
                The mail's own HTML as its recipient sees it. A srcdoc frame keeps the page's
                Content-Security-Policy (no inline script, no outside frames), and every text in the
                mail was escaped by the server. Not sandboxed: a frame without scripts cannot be
                examined by the accessibility checks.
              */}
              <iframe
                title={t('mailTest.detail.html')}
                referrerPolicy="no-referrer"
                srcDoc={m.html}
                style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Tabs.Panel>
            {m.mailboxSource && (
              <Tabs.Panel value="source" pt="sm">
                {/* Scrolls, so it takes focus: a keyboard can scroll it too. */}
                <Code
                  block
                  tabIndex={0}
                  aria-label={t('mailTest.detail.source')}
                  style={{ maxHeight: 420, overflow: 'auto' }}
                >
                  {m.mailboxSource}
                </Code>
              </Tabs.Panel>
            )}
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
