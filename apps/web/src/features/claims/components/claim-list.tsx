import { Alert, Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type AftercareFile, CLAIM_STATUS_CHANGES, type Claim, type ClaimStatus } from '@skeppa/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { downloadClaimFile } from '../api/download-claim-file';
import { useSetClaimStatus } from '../api/set-claim-status';
import { ClaimStatusBadge } from './claim-status-badge';

type Notice = { color: 'teal' | 'red'; title: string; text?: string } | null;

/** The insurer's next decisions an administrator may record on the claim, by the domain's steps. */
function StatusSelect({ claim, onNotice }: { claim: Claim; onNotice: (n: Notice) => void }) {
  const { t } = useTranslation();
  const next = CLAIM_STATUS_CHANGES[claim.status];
  const set = useSetClaimStatus(claim.consignmentId);
  const label = (s: ClaimStatus) => t(`claims.statuses.${s}`);
  const choose = async (status: ClaimStatus) => {
    onNotice(null);
    try {
      await set.mutateAsync({ claimId: claim.id, status });
      onNotice({
        color: 'teal',
        title: t('claims.list.statusSaved', { claimNo: claim.claimNo, status: label(status) }),
      });
    } catch (error) {
      onNotice({ color: 'red', title: t('claims.list.statusFailed'), text: errorMessage(t, error) });
    }
  };
  return (
    <Select
      size="xs"
      w={190}
      aria-label={t('claims.list.statusOf', { claimNo: claim.claimNo })}
      placeholder={t('claims.list.setStatus')}
      data={next.map((s) => ({ value: s, label: label(s) }))}
      value={null}
      onChange={(v) => v && void choose(v as ClaimStatus)}
      allowDeselect={false}
      disabled={set.isPending}
      data-testid="claim-status-select"
    />
  );
}

function ClaimRow({
  claim,
  admin,
  onNotice,
}: {
  claim: Claim;
  admin: boolean;
  onNotice: (n: Notice) => void;
}) {
  const { t } = useTranslation();
  const draft = claim.status === 'draft';
  const download = async (file: AftercareFile) => {
    try {
      await downloadClaimFile(file);
    } catch (error) {
      onNotice({ color: 'red', title: t('claims.list.downloadFailed'), text: errorMessage(t, error) });
    }
  };
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="claim-row" data-claim-no={claim.claimNo}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{draft ? t('claims.list.draft') : claim.claimNo}</Text>
          <ClaimStatusBadge status={claim.status} />
        </Group>
        <Text size="sm">
          {t(`claims.kinds.${claim.kind}`)} ·{' '}
          {t('claims.list.amount', { amount: formatMoney(claim.amount, 'SEK') })}
        </Text>
        <Text size="xs" c="dimmed">
          {claim.submittedDate
            ? t('claims.list.submitted', { date: formatDate(claim.submittedDate) })
            : t('claims.list.created', { date: formatDate(claim.createdDate) })}
          {' · '}
          {claim.createdBy}
        </Text>
        {claim.files.length > 0 && (
          <Stack gap={2}>
            {claim.files.map((f) => (
              <Anchor
                key={f.id}
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => void download(f)}
                aria-label={t('claims.list.download', { name: f.fileName })}
              >
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={14} style={{ flexShrink: 0 }} />
                  <Text span size="sm" truncate="end">
                    {f.fileName}
                  </Text>
                </Group>
              </Anchor>
            ))}
          </Stack>
        )}
        {admin && CLAIM_STATUS_CHANGES[claim.status].length > 0 && (
          <StatusSelect claim={claim} onNotice={onNotice} />
        )}
      </Stack>
    </Paper>
  );
}

/** The shipment's claims, newest first, with their numbers and where each stands. */
export function ClaimList({ claims, admin }: { claims: readonly Claim[]; admin: boolean }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="claim-list">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('claims.list.title')}
        </Title>
        {notice && (
          // A one-line notice goes without a title: the light teal's title colour reads under 4.5:1.
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            title={notice.text ? notice.title : undefined}
          >
            {notice.text ?? notice.title}
          </Alert>
        )}
        {claims.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('claims.list.empty')}
          </Text>
        ) : (
          claims.map((c) => <ClaimRow key={c.id} claim={c} admin={admin} onNotice={setNotice} />)
        )}
      </Stack>
    </Paper>
  );
}
