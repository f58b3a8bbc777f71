import { Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_LEVEL_ADMIN } from '@skeppa/domain';
import { useState } from 'react';
import { useCustomer } from '@/shared/customer/get-customer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Forbidden } from '@/shared/ui/forbidden';
import { PageLoader } from '@/shared/ui/page-loader';
import { MailDetailModal } from '../components/mail-detail-modal';
import { OutboxTable } from '../components/outbox-table';
import { TestMailForm } from '../components/test-mail-form';

/**
 * `/test/mail`: the company's outbox and a test mail through the real path, for administrators
 * (customer level 1, `custLevel`). Anyone else sees a 403 page; the server refuses them too.
 */
export default function MailTestPage() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [openId, setOpenId] = useState<string | null>(null);

  if (customer.isPending) return <PageLoader />;
  if (customer.data?.custLevel !== CUSTOMER_LEVEL_ADMIN)
    return <Forbidden reason={t('mailTest.forbidden')} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {t('mailTest.title')}
        </Title>
        <Text c="dimmed">{t('mailTest.intro')}</Text>
      </Stack>
      <TestMailForm onSent={() => setPage(1)} />
      <OutboxTable
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onOpen={setOpenId}
      />
      <MailDetailModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

export { mailTestTexts as texts } from '../texts';
