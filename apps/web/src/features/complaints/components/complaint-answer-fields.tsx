import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { ComplaintForm } from '../model/complaint-form';

interface Props {
  form: ComplaintForm;
  change: (patch: Partial<ComplaintForm>) => void;
  admin: boolean;
  /** The reply already given to the member, as stored; a member sees the field only once there is one. */
  storedReply: string;
  busy: boolean;
}

/** The administrator's answer: the reply the member reads, the processed mark and the internal comment. */
export function ComplaintAnswerFields({ form, change, admin, storedReply, busy }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {(admin || storedReply !== '') && (
        <Textarea
          label={t('complaints.drawer.reply')}
          description={t('complaints.drawer.replyHint')}
          value={form.replyToMember}
          onChange={(e) => change({ replyToMember: e.currentTarget.value })}
          readOnly={!admin}
          disabled={busy}
          autosize
          minRows={2}
        />
      )}
      {admin && (
        <>
          <Checkbox
            label={t('complaints.drawer.processed')}
            checked={form.processed}
            onChange={(e) => change({ processed: e.currentTarget.checked })}
            disabled={busy}
          />
          <Textarea
            label={t('complaints.drawer.internalComment')}
            description={t('complaints.drawer.internalHint')}
            value={form.internalComment}
            onChange={(e) => change({ internalComment: e.currentTarget.value })}
            disabled={busy}
            autosize
            minRows={2}
          />
        </>
      )}
    </>
  );
}
