import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CLAIM_KINDS, type Claim, type ClaimKind } from '@skeppa/domain';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  type Attachment,
  addFiles,
  markStored,
  type Refusal,
  removeAttachment,
  storedAttachments,
} from '@/shared/aftercare/attachments';
import { AttachmentsField } from '@/shared/aftercare/attachments-field';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/format/date';
import { formatMoney } from '@/shared/format/number';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormCheck } from '@/shared/ui/use-form-check';
import { deleteClaimFile } from '../api/delete-claim-file';
import { claimsKey } from '../api/keys';
import { emptyClaimForm, type ClaimForm as Form, formFromClaim } from '../model/claim-form';
import { fileClaim } from '../model/file-claim';
import { claimProblems, hasProblems, type Problem } from '../model/validate-claim';
import { BankAccountFields } from './bank-account-fields';

type Step = 'save' | 'upload' | 'submit';

interface Props {
  consignmentId: number;
  insuredValue: number;
  /** A draft saved on an earlier visit, taken up where it was left. */
  draft: Claim | null;
  onSubmitted: (claim: Claim) => void;
}

/**
 * The claim: what happened, the amount, where to pay it, and the attachments. Submit saves the
 * draft, sends the files and submits; a failure anywhere keeps all of it for the next try.
 */
export function ClaimForm({ consignmentId, insuredValue, draft, onSubmitted }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => (draft ? formFromClaim(draft) : emptyClaimForm()));
  const [attachments, setAttachments] = useState<Attachment[]>(() => storedAttachments(draft?.files ?? []));
  const [claimId, setClaimId] = useState<number | null>(draft?.id ?? null);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [step, setStep] = useState<Step | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [removeFailure, setRemoveFailure] = useState<unknown>(null);
  const [tried, setTried] = useState(false);
  const check = useCallback((f: Form) => claimProblems(f, insuredValue), [insuredValue]);
  const { errors, now } = useFormCheck(form, check);
  const busy = step !== null;
  const message = (p: Problem | undefined) => (tried && p ? t(p.key, p.values) : undefined);
  const change = (c: Partial<Form>) => setForm((f) => ({ ...f, ...c }));
  // The server's own "failed to submit" would only repeat the alert's title; any other reason is news.
  const reason =
    failure === null || (isApiError(failure) && failure.code === 'claim.submit_failed')
      ? null
      : errorMessage(t, failure);

  const add = (files: File[]) => {
    const result = addFiles(attachments, files);
    setAttachments(result.list);
    setRefused(result.refused);
  };

  const remove = async (a: Attachment) => {
    setRemoveFailure(null);
    try {
      if (a.stored && claimId !== null) await deleteClaimFile(claimId, a.stored.id);
      setAttachments((list) => removeAttachment(list, a.key));
    } catch (error) {
      setRemoveFailure(error);
    }
  };

  const submit = async () => {
    setTried(true);
    if (hasProblems(now())) return;
    setFailure(null);
    setRefused([]);
    setStep('save');
    try {
      const claim = await fileClaim(
        { consignmentId, claimId, form, attachments },
        {
          saved: (saved) => {
            setClaimId(saved.id);
            setStep('upload');
          },
          progress: (key, fraction) => setProgress((p) => ({ ...p, [key]: fraction })),
          stored: (key, file) => {
            setAttachments((list) => markStored(list, key, file));
            setProgress(({ [key]: _, ...rest }) => rest);
          },
          submitting: () => setStep('submit'),
        },
      );
      onSubmitted(claim);
    } catch (error) {
      setFailure(error);
      setProgress({});
    } finally {
      setStep(null);
      // The draft, its files and the submit show in the shipment's list whatever came of it.
      void client.invalidateQueries({ queryKey: claimsKey(consignmentId) });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="claim-form">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t(draft ? 'claims.form.draftTitle' : 'claims.form.title')}
        </Title>
        {draft && (
          <Text size="sm" c="dimmed">
            {t('claims.form.draftNotice', { date: formatDate(draft.createdDate) })}
          </Text>
        )}
        <Radio.Group
          label={t('claims.form.kind')}
          value={form.kind}
          onChange={(v) => change({ kind: v as ClaimKind })}
          error={message(errors.kind)}
          withAsterisk
        >
          <Stack gap="xs" mt={6}>
            {CLAIM_KINDS.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t(`claims.kinds.${kind}`)}
                description={t(`claims.kindAbout.${kind}`)}
                disabled={busy}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('claims.form.description')}
          description={t('claims.form.descriptionHint')}
          value={form.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={message(errors.description)}
          rows={5}
          resize="vertical"
          disabled={busy}
          withAsterisk
        />
        <TextInput
          label={t('claims.form.amount')}
          description={t('claims.form.amountHint', { value: formatMoney(insuredValue, 'SEK') })}
          value={form.amount}
          onChange={(e) => change({ amount: e.currentTarget.value })}
          error={message(errors.amount)}
          placeholder="0,00"
          inputMode="decimal"
          rightSection={<Text size="sm">SEK</Text>}
          rightSectionWidth={48}
          styles={{ wrapper: { maxWidth: 320 } }}
          disabled={busy}
          withAsterisk
        />
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('claims.form.payment')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('claims.form.paymentHint')}
          </Text>
          <BankAccountFields form={form} problems={tried ? errors : {}} disabled={busy} onChange={change} />
        </Stack>
        <AttachmentsField
          title={t('claims.files.title')}
          hint={
            <>
              <Text size="sm">{t('claims.files.hint')}</Text>
              <List size="sm" spacing={2} withPadding>
                <List.Item>{t('claims.files.photos')}</List.Item>
                <List.Item>{t('claims.files.invoice')}</List.Item>
                <List.Item>{t('claims.files.receipt')}</List.Item>
              </List>
            </>
          }
          attachments={attachments}
          progress={progress}
          refused={refused}
          busy={busy}
          onAdd={add}
          onRemove={(a) => void remove(a)}
        />
        {removeFailure !== null && (
          <Alert color="red" role="alert" title={t('claims.files.removeFailed')}>
            {errorMessage(t, removeFailure)}
          </Alert>
        )}
        {failure !== null && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle />}
            title={t('claims.form.failed')}
            data-testid="claim-failure"
          >
            {reason && <Text size="sm">{reason}</Text>}
            <Text size="sm" mt={4}>
              {t('claims.form.kept')}
            </Text>
          </Alert>
        )}
        {tried && hasProblems(errors) && (
          <Text size="sm" c="red.8" role="status">
            {t('validation.formInvalid')}
          </Text>
        )}
        <Group gap="sm">
          <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={busy}>
            {t('claims.form.submit')}
          </Button>
          {step && (
            <Text size="sm" c="dimmed" role="status" data-testid="claim-step">
              {t(`claims.form.steps.${step}`)}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
