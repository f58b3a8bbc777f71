import {
  Alert,
  Anchor,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MAIL_PAGE_SIZES } from '@skeppa/domain';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useOutbox } from '../api/get-outbox';
import { MailStateBadge } from './mail-state-badge';

interface Props {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onOpen: (id: string) => void;
}

/** The company's outbox: recipient, subject, state, attempts and time; one page at a time. */
export function OutboxTable({ page, pageSize, onPage, onPageSize, onOpen }: Props) {
  const { t } = useTranslation();
  const outbox = useOutbox(page, pageSize);
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / pageSize));

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('mailTest.outbox.title')}
        </Title>
        {outbox.isPending && <Skeleton h={160} />}
        {outbox.isError && <Alert color="red">{errorMessage(t, outbox.error)}</Alert>}
        {outbox.data && outbox.data.items.length === 0 && (
          <Text c="dimmed">{t('mailTest.outbox.empty')}</Text>
        )}
        {outbox.data && outbox.data.items.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mailTest.outbox.time')}</Table.Th>
                  <Table.Th>{t('mailTest.outbox.to')}</Table.Th>
                  <Table.Th>{t('mailTest.outbox.subject')}</Table.Th>
                  <Table.Th>{t('mailTest.outbox.state')}</Table.Th>
                  <Table.Th ta="right">{t('mailTest.outbox.attempts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outbox.data.items.map((mail) => (
                  <Table.Tr key={mail.id} data-testid="outbox-row" data-state={mail.state}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(mail.createdAt, { time: true })}
                    </Table.Td>
                    <Table.Td>{mail.to.join(', ')}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fz="sm"
                        ta="left"
                        onClick={() => onOpen(mail.id)}
                      >
                        {mail.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <MailStateBadge state={mail.state} />
                    </Table.Td>
                    <Table.Td ta="right">{mail.attempts}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" wrap="wrap">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`mailTest.outbox.${control}`) })}
            getItemProps={(n) => ({ 'aria-label': t('mailTest.outbox.pageN', { n }) })}
          />
          <Select
            label={t('mailTest.outbox.pageSize')}
            size="xs"
            w={110}
            allowDeselect={false}
            value={String(pageSize)}
            data={MAIL_PAGE_SIZES.map(String)}
            onChange={(v) => v && onPageSize(Number(v))}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
