import { Alert, Drawer, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ACTIVE_CARRIERS, type Complaint, carrierByCode } from '@skeppa/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Attachment,
  addFiles,
  markStored,
  type Refusal,
  removeAttachment,
  storedAttachments,
} from '@/shared/aftercare/attachments';
import { AttachmentsField } from '@/shared/aftercare/attachments-field';
import { DeadlinesPanel } from '@/shared/aftercare/deadlines-panel';
import { errorMessage } from '@/shared/api/error-message';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSuccessFlash } from '@/shared/ui/use-success-flash';
import { complaintsKey } from '../api/keys';
import {
  type ComplaintForm,
  complaintProblems,
  emptyComplaintForm,
  formFromComplaint,
} from '../model/complaint-form';
import { fileComplaint } from '../model/file-complaint';
import { ComplaintActionsRow } from './complaint-actions-row';
import { ComplaintAnswerFields } from './complaint-answer-fields';
import { ComplaintSentNote } from './complaint-sent-note';
import { ComplaintStoredFiles } from './complaint-stored-files';
import { ShipmentPicker } from './shipment-picker';

interface Props {
  /** The complaint being changed, 'new' for a new one, null when the drawer is closed. */
  editing: Complaint | 'new' | null;
  custId: number;
  admin: boolean;
  onClose: () => void;
}

/** Creating and changing a complaint, its attachments, sending and reminding, in a drawer over the list. */
export function ComplaintDrawer({ editing, custId, admin, onClose }: Props) {
  const { t } = useTranslation();
  const title =
    editing === 'new' || editing === null
      ? t('complaints.drawer.new')
      : t('complaints.drawer.edit', { id: editing.id });
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('complaints.drawer.close') }}
      data-testid="complaint-drawer"
    >
      {editing !== null && (
        <DrawerForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          custId={custId}
          admin={admin}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

function DrawerForm({
  initial,
  custId,
  admin,
  onClose,
}: Omit<Props, 'editing'> & { initial: Complaint | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const flash = useSuccessFlash();
  const [saved, setSaved] = useState<Complaint | null>(initial);
  const [form, setForm] = useState<ComplaintForm>(
    initial ? formFromComplaint(initial) : emptyComplaintForm(),
  );
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const sent = saved?.sentDate != null;
  const problems = tried ? complaintProblems(form) : {};
  const change = (patch: Partial<ComplaintForm>) => setForm((f) => ({ ...f, ...patch }));
  const problem = (key: string | undefined) => (key ? t(key) : undefined);

  async function save(send: boolean) {
    setTried(true);
    if (!sent && Object.keys(complaintProblems(form)).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await fileComplaint(
        { complaintId: saved?.id ?? null, form, attachments, send, admin },
        {
          saved: setSaved,
          progress: (key, fraction) => setProgress((p) => ({ ...p, [key]: fraction })),
          stored: (key, file) => setAttachments((list) => markStored(list, key, file)),
        },
      );
      setSaved(result);
      setAttachments([]);
      setProgress({});
      flash();
      await client.invalidateQueries({ queryKey: complaintsKey });
      if (send) onClose();
    } catch (error) {
      // Everything typed and chosen stays: a retry saves the same complaint and sends what is missing.
      setFailure(error);
      void client.invalidateQueries({ queryKey: complaintsKey });
    } finally {
      setBusy(false);
    }
  }

  const carriers = ACTIVE_CARRIERS.map((c) => ({ value: String(c.code), label: c.name }));
  const storedFiles = saved?.files ?? [];
  return (
    <Stack gap="md">
      {saved && sent && <ComplaintSentNote complaint={saved} />}
      <ShipmentPicker
        custId={custId}
        value={form.consignmentId}
        pickedLabel={form.identifier}
        disabled={busy || sent}
        onPick={(order) =>
          change(
            order
              ? {
                  consignmentId: order.consignmentId,
                  supplierId: order.supplierId ?? form.supplierId,
                  identifier: order.consignmentNo ?? form.identifier,
                }
              : { consignmentId: null },
          )
        }
      />
      {form.consignmentId !== null && <DeadlinesPanel consignmentId={form.consignmentId} />}
      <Group grow align="flex-start">
        <Select
          label={t('complaints.drawer.carrier')}
          data={
            form.supplierId !== null && !carriers.some((c) => c.value === String(form.supplierId))
              ? [
                  ...carriers,
                  { value: String(form.supplierId), label: carrierByCode(form.supplierId)?.name ?? '' },
                ]
              : carriers
          }
          value={form.supplierId === null ? null : String(form.supplierId)}
          onChange={(v) => change({ supplierId: v === null ? null : Number(v) })}
          error={problem(problems.supplierId)}
          disabled={busy || sent}
          withAsterisk
        />
        <TextInput
          label={t('complaints.drawer.identifier')}
          value={form.identifier}
          onChange={(e) => change({ identifier: e.currentTarget.value })}
          error={problem(problems.identifier)}
          disabled={busy || sent}
          maxLength={60}
          withAsterisk
        />
      </Group>
      <Textarea
        label={t('complaints.drawer.description')}
        value={form.description}
        onChange={(e) => change({ description: e.currentTarget.value })}
        error={problem(problems.description)}
        disabled={busy || sent}
        autosize
        minRows={4}
        maxLength={5000}
        withAsterisk
      />
      <TextInput
        label={t('complaints.drawer.claim')}
        description={t('complaints.drawer.claimHint')}
        value={form.claim}
        onChange={(e) => change({ claim: e.currentTarget.value })}
        error={problem(problems.claim)}
        disabled={busy || sent}
        inputMode="decimal"
        w={240}
      />
      <ComplaintStoredFiles files={storedFiles} />
      <AttachmentsField
        title={t('complaints.drawer.filesTitle')}
        hint={<Text size="sm">{t('complaints.drawer.filesHint')}</Text>}
        attachments={attachments}
        progress={progress}
        refused={refused}
        busy={busy}
        onAdd={(files) => {
          // The files the server has count towards the 25 MB together, though they are listed apart.
          const next = addFiles([...storedAttachments(storedFiles), ...attachments], files);
          setAttachments(next.list.filter((a) => a.file !== null));
          setRefused(next.refused);
        }}
        onRemove={(a) => setAttachments((list) => removeAttachment(list, a.key))}
      />
      <ComplaintAnswerFields
        form={form}
        change={change}
        admin={admin}
        storedReply={saved?.replyToMember ?? ''}
        busy={busy}
      />
      {failure !== null && (
        <Alert color="red" role="alert" icon={<IconAlertCircle />} title={t('complaints.drawer.failed')}>
          {errorMessage(t, failure)}
        </Alert>
      )}
      <ComplaintActionsRow
        saved={saved}
        sent={sent}
        busy={busy}
        onSave={(send) => void save(send)}
        onReminded={setSaved}
        onDeleted={onClose}
      />
    </Stack>
  );
}
